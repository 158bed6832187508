/**
 * A Fastify route for one of ADMIN_API's parameterised paths, from the same builder the page
 * calls (ADMIN_API.kick → '/api/admin/kick/:username'), so the two cannot drift apart.
 */
export function routeOf(build: (value: string) => string, param: string): string {
  return decodeURIComponent(build(`:${param}`));
}
