import { type ComponentType, lazy } from "react";

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** React.lazy for a named export, so every page module keeps named exports only. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}
