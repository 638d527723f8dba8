import { requestFirstScreen } from "./app/first-screen-requests.ts";

// The first script of index.html (a few hundred bytes, an entry of its own: vite.config.ts):
// it runs before the app's entry has downloaded.
requestFirstScreen(window.location.pathname, window.location.search);
