import { use, type ComponentType } from 'react';
import type { ErrorHintProps } from './ErrorHint.tsx';
import type { InputProps } from './field-context.ts';
import type { RichTextProps } from './RichText.tsx';

/**
 * A component loaded when it first shows (under the caller's Suspense), or earlier through `load`
 * from a screen that knows it will show it, which then shows it at once.
 */
function onDemand<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> => {
    loading ??= importer()
      .then((component) => (loaded = component))
      .catch((error: unknown) => {
        // A failed chunk (offline, a deploy in between) may be asked for again later.
        loading = null;
        throw error;
      });
    return loading;
  };
  function OnDemand(props: P) {
    const Loaded = loaded ?? use(load());
    return <Loaded {...props} />;
  }
  return { Component: OnDemand, load };
}

// The phone input with its country table and picker is most of the forms engine's weight, and many
// forms (the sign-in form among them) have no phone field.
const phoneInput = onDemand<InputProps>(() => import('./PhoneInput.tsx').then((m) => m.PhoneInput));
export const PhoneInputOnDemand = phoneInput.Component;
export const loadPhoneInput = phoneInput.load;

// The error hint (its popup and modal) shows only once a field has a server error.
const errorHint = onDemand<ErrorHintProps>(() => import('./ErrorHint.tsx').then((m) => m.ErrorHint));
export const ErrorHintOnDemand = errorHint.Component;
export const loadErrorHint = errorHint.load;

// A server's error text with its markup: the sign-in form shows none until the server answers.
const richText = onDemand<RichTextProps>(() => import('./RichText.tsx').then((m) => m.RichText));
export const RichTextOnDemand = richText.Component;
export const loadRichText = richText.load;

// A file field (identity documents) is on few forms, none of the first ones.
const fileInput = onDemand<InputProps>(() => import('./FileInput.tsx').then((m) => m.FileInput));
export const FileInputOnDemand = fileInput.Component;
export const loadFileInput = fileInput.load;
