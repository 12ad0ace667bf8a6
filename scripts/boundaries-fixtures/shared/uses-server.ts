// Violation: shared code importing server code.
import { serverOnly } from "../server/secret";

export const leaked = serverOnly.length;
