export const betaLabel = (n: number) => `Beta ${n}`;
