import { afterAll } from "vitest";
import { closeTestContexts } from "./harness";

// Registered first, so it runs after the file's own afterAll hooks (Vitest runs them as a stack).
afterAll(closeTestContexts);
