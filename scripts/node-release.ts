/** The newest published release in the same major line as `current` (x.y.z versions only). */
export function newestOfMajor(published: readonly string[], current: string): string {
  const major = current.split('.')[0];
  const parts = (version: string) => version.split('.').map(Number);
  return published
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && v.split('.')[0] === major)
    .reduce((best, v) => {
      const [a, b] = [parts(v), parts(best)];
      const newer = a[1]! > b[1]! || (a[1] === b[1] && a[2]! > b[2]!);
      return newer ? v : best;
    }, current);
}
