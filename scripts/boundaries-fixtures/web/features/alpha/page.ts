// Violation: a web feature importing another feature.
import { betaLabel } from "../beta/helper";

export const alphaTitle = betaLabel(1);
