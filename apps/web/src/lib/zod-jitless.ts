import { config } from 'zod';

/**
 * The pages' Content-Security-Policy forbids eval (`script-src 'self'`). Unless told it is jitless,
 * zod tries `new Function` when it builds its first object schema, to know whether it may compile
 * parsers; the browser reports that attempt as a policy violation (a DevTools issue, which costs
 * Lighthouse best practices) even though zod catches the error. main.tsx imports this first.
 */
config({ jitless: true });
