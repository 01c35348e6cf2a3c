// Routes the sandbox serves under /api that no endpoint of @portal/api-contract declares yet.
// On `core` the areas' endpoint lists are empty, so this is every route; as each area lands its
// endpoints, the contract test fails until their routes are taken off this list. It may only
// shrink: a route added to the sandbox must come with its endpoint, not with a line here.
// (POST /api/CspReport is the browsers' own report, not a call of the portal: the lead decides
// whether the contract declares it or the test counts it as the sandbox's own, like /__sandbox.)
export const KNOWN_UNCONTRACTED_ROUTES: readonly string[] = ['POST /api/CspReport'];
