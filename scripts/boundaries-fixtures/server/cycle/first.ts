// Violation: first.ts and second.ts import each other.
import { second } from "./second";

export const first = () => second() + 1;
