import { z } from "zod";

// Our Content-Security-Policy forbids eval in the browser. Zod's JIT would first probe
// `new Function`, which the browser reports as a CSP violation; parse without the JIT there.
if (typeof window !== "undefined") z.config({ jitless: true });
