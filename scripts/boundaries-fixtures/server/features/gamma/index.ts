/** gamma's front door. */
export { gammaSecretSauce } from "./internal";
