/** The script of the signed-in screens' documents that asks for their first data (early-requests.ts). */
import { sendEarlyRequests } from './early-requests';

sendEarlyRequests(window as unknown as Parameters<typeof sendEarlyRequests>[0]);

// Then, while the answers and the app are on their way, the page's first date formatter: it loads
// the time zone and the en-US data, ~20 ms on a phone-speed CPU, which the app's first render would
// otherwise pay as it draws (it formats dates and sends the zone; docs/performance.md). In a task of
// its own, after the requests have gone out.
setTimeout(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(0), 0);
