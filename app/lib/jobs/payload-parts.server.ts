/** Payload pieces most jobs share: the request a job is about, and the customer's link flag. */
import { z } from 'zod';

/** Every job names its request; its handler is given the stored request (job-handlers). */
export const aboutQuote = z.object({ quoteId: z.string() });

/** The job's e-mail prints the customer's link: the worker issues one as it runs the job. */
export const customerLink = z.literal(true).optional();
