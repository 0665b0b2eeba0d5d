/** The script of index.html, the single-page app's shell (app.tsx). */
import { startApp } from './app';
import './index.css';

startApp();
