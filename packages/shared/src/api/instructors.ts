import { z } from 'zod';
import { socialsSchema } from '../content/front-matter';
import { instructorSummarySchema } from './common';
import { courseListItemSchema } from './courses';

export const instructorListItemSchema = instructorSummarySchema.extend({
  socials: socialsSchema,
  coursesCount: z.number().int().nonnegative(),
});

export const instructorListSchema = z.object({ instructors: z.array(instructorListItemSchema) });
export type InstructorList = z.infer<typeof instructorListSchema>;

export const instructorProfileSchema = z.object({
  instructor: instructorListItemSchema.extend({ bio: z.string() }),
  courses: z.array(courseListItemSchema),
});
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;
