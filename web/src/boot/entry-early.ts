/** The script of the signed-in screens' documents that asks for their first data (early-requests.ts). */
import { sendEarlyRequests } from './early-requests';

sendEarlyRequests(window as unknown as Parameters<typeof sendEarlyRequests>[0]);

