/**
 * The comparison's columns. Each is read from the country figure of the same name, so a country
 * that does not give a figure shows a blank cell rather than some other field's text.
 */
export const compareColumns = ['universities', 'internationalStudents', 'tuition', 'livingCost', 'postStudyWork', 'english', 'visaSuccess'] as const;
export type CompareColumn = (typeof compareColumns)[number];
