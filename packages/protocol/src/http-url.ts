import { z } from 'zod';

/** The longest link a post, an author or a media item may carry. */
export const HTTP_URL_MAX = 2048;

/** An http(s) link: other schemes (`javascript:`, `data:`) are refused at the door. */
export const HttpUrl = z
  .string()
  .max(HTTP_URL_MAX)
  .regex(/^https?:\/\/[^\s]+$/i, 'must be an http(s) URL');
