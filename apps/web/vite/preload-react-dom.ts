import type { IndexHtmlTransformContext, Plugin } from "vite";

type OutputBundle = NonNullable<IndexHtmlTransformContext["bundle"]>;

const REACT_DOM_CLIENT = /[/\\]react-dom[/\\]client\.js$/;

/**
 * The entry imports React DOM dynamically, to evaluate it in a task of its own (src/main.tsx), yet
 * every page needs it at once: the HTML preloads that chunk and its static imports as Vite preloads
 * the entry's own, so it loads beside the entry instead of after it.
 */
export function preloadReactDom(): Plugin {
  return {
    name: "play-online:preload-react-dom",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const entry = bundle && Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry);
        if (!bundle || entry?.type !== "chunk") return [];
        const reactDom = entry.dynamicImports.filter((file) => {
          const chunk = bundle[file];
          return chunk?.type === "chunk" && REACT_DOM_CLIENT.test(chunk.facadeModuleId ?? "");
        });
        if (reactDom.length === 0) {
          throw new Error("the entry no longer imports react-dom/client dynamically");
        }
        const preloaded = staticGraph(bundle, [entry.fileName]);
        return [...staticGraph(bundle, reactDom)]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}

/** The chunks `files` are and statically import, transitively. */
function staticGraph(bundle: OutputBundle, files: readonly string[], into = new Set<string>()): Set<string> {
  for (const file of files) {
    const chunk = bundle[file];
    if (into.has(file) || chunk?.type !== "chunk") continue;
    into.add(file);
    staticGraph(bundle, chunk.imports, into);
  }
  return into;
}
