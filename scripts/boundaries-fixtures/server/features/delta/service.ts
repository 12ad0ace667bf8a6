// Allowed: through gamma's front door.
import { gammaSecretSauce as viaIndex } from "../gamma";
// Breaks feature-front-door: reaches past gamma's index.ts.
import { gammaSecretSauce } from "../gamma/internal";

export const deltaSum = () => gammaSecretSauce + viaIndex;
