/** Internal to gamma: only gamma's own files and its index.ts may import it. */
export const gammaSecretSauce = 42;
