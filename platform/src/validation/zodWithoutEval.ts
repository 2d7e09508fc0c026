import { z } from 'zod';

// The page's CSP allows no eval: zod's one-time probe for it (new Function) would be refused
// anyway and only report a CSP violation; jitless skips the probe. Imported before any contract.
z.config({ jitless: true });
