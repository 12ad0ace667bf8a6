// Breaks feature-front-door-outside: a job reaches past gamma's index.ts.
import { gammaSecretSauce } from "../features/gamma/internal";
// Breaks feature-mounts-from-roots-only: only app.ts mounts routers.
import { gammaRoutes } from "../features/gamma/router";

export const job = () => [gammaSecretSauce, gammaRoutes()];
