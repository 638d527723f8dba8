import { pagePatterns } from "@sagpan/contract/pages";
import { createRoutesFromChildren, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "./routes.tsx";

/** Every path the router draws a page for, spelled from the root ("/blog/:id"). */
function pathsOf(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== "*") ? [here || "/"] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe("the pages the API serves", () => {
  it("are exactly the router's pages, so a new page is never answered with a 404", () => {
    const routes = createRoutesFromChildren(AppRoutes().props.children);
    expect([...pathsOf(routes)].sort()).toEqual([...pagePatterns].sort());
  });
});
