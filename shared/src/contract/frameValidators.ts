// The server's checks of what ./frame.ts describes: the browser's cookie and a remote's frame.json.
import { z } from 'zod';
import { LANGUAGES } from './constants';
import type { FrameCookie } from './frame';

const frameCookieSchema = z.object({
  name: z.string().min(1).max(254),
  language: z.enum(LANGUAGES),
  theme: z.enum(['light', 'dark']),
}) satisfies z.ZodType<FrameCookie>;

/** The cookie's value, or null for a missing or malformed one: the page is then served without a frame. */
export function decodeFrameCookie(raw: string | undefined): FrameCookie | null {
  if (!raw) return null;
  try {
    const parsed = frameCookieSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const frameHeadingSchema = z.object({ title: z.string(), description: z.string().optional() });

/** A remote's frame.json: each of its dashboard pages' headings, by route and language. */
export const frameHeadingsSchema = z.record(z.string(), z.record(z.string(), frameHeadingSchema));
