import { type ComponentType, type LazyExoticComponent, lazy, useState } from "react";

type PageModule = { default: ComponentType };

/** A route's page in its own chunk, loaded on first render or ahead of it. */
export interface LazyPage {
  /** Loads the page's module (once). */
  module(): Promise<PageModule>;
  /** The page once its module has loaded. */
  loaded(): ComponentType | undefined;
  /** The page as React.lazy, which suspends until its module has loaded. */
  Lazy: LazyExoticComponent<ComponentType>;
}

/** A lazily loaded page that can also be loaded ahead of its first render (main.tsx). */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const module = () => {
    loading ??= load().then((value) => {
      loaded = value.default;
      return value;
    });
    return loading;
  };
  return { module, loaded: () => loaded, Lazy: lazy(module) };
}

/**
 * Renders a lazy page: a page whose module is already in renders at once instead of showing its
 * fallback for a moment, so the app's first render of a prerendered page is the page its HTML shows.
 * Chosen once per mount (the router mounts each location afresh): switching from the lazy to the
 * loaded component later would remount the page.
 */
export function PageOf({ page }: { page: LazyPage }) {
  const [Page] = useState<ComponentType>(() => page.loaded() ?? page.Lazy);
  return <Page />;
}
