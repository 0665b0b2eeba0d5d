/** The script of index.html, the single-page app's shell (app.tsx). */
import { startApp } from './app';
import { registerServiceWorker } from '../lib/service-worker';
import '../index.css';

startApp();
registerServiceWorker();
