import { runServer } from './run-server';

/** The server's entry (`npm start`, and `server.js` in the release). */
runServer();
