declare const routePreloads: Record<string, string[]>;
export = routePreloads;
