/** A lab page's title: "Lab: " before the title, unless the title already says it is a lab. */
export function labTitle(title: string): string {
  return /^lab\b/i.test(title.trim()) ? title : `Lab: ${title}`;
}
