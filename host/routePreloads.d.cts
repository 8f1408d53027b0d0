declare const routePreloads: Record<string, { chunks: string[]; remote?: string }>;
export = routePreloads;
