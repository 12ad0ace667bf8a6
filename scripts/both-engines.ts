/**
 * Prints the API test files that run on both engines (src/server/test/engines.ts), for
 * `npm run test:api:both`: `.ci/run` runs them again on PostgreSQL.
 */
import { onBothEngines } from "../src/server/test/engines";

process.stdout.write(Object.keys(onBothEngines).join(" "));
