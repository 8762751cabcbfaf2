import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export, so route modules keep named exports. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props (React.lazy's own bound)
export function lazyNamed<K extends string, C extends ComponentType<any>>(load: () => Promise<Partial<Record<K, C>>>, name: K): LazyExoticComponent<C> {
  return lazy(async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${name} is not exported by its module`);
    return { default: component };
  });
}
