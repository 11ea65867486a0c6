/** `npm run serve`: the production server on the existing build (`npm start` builds first). */
import { runServer } from "./support/run-server.ts";

runServer(process.env);
