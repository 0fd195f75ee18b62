/**
 * State a server render may write lives with that render (decision 019, 048). The API process
 * renders every portal's pages side by side in one module graph, so a store kept in a module
 * variable would be shared by all of them and kept for ever: a failed call during a render adds a
 * toast that nothing on the server ever dismisses. The server names the render under way (from its
 * request context); in the browser there is one page, and the state is the module's.
 */
export type RenderScope = Map<object, unknown>;

let renderScope: () => RenderScope | undefined = () => undefined;

export function setRenderScope(source: () => RenderScope | undefined) {
  renderScope = source;
}

export interface ScopedState<T> {
  get(): T;
  set(value: T): void;
}

/** A value kept per server render, or once in the browser; a render starts from `initial`. */
export function scopedState<T>(initial: T): ScopedState<T> {
  const key = {};
  let browserValue = initial;
  return {
    get() {
      const scope = renderScope();
      if (!scope) return browserValue;
      return scope.has(key) ? (scope.get(key) as T) : initial;
    },
    set(value) {
      const scope = renderScope();
      if (scope) scope.set(key, value);
      else browserValue = value;
    },
  };
}
