// The transfer contract: its shape, shared by the apps and api/.
import type { z } from 'zod';
import type { transferSchema } from './transferResponses';

export type Transfer = z.output<typeof transferSchema>;
