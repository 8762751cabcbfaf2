// Keeps what the traveller types in the registration form (docs/product.md, "The registration form keeps what is typed"):
// a copy on this device at each change, an autosave through Save Progress's own call two seconds
// after the last change (only when something changed, never beside another save), and a question
// before leaving with changes the server has not got.
import { useQuery } from '@apollo/client/react';
import { tripFormDraftRules } from '@umrah/graphql';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { AuthStatusDocument, type TripFormFieldsFragment } from '@/gql/graphql';
import { clearDraft, type DeviceDraft, draftKey, isNewerThanServer, readDraft, writeDraft } from '@/lib/device-drafts';
import { fieldsFromSaved, type TripFormFields } from './form-values';

export const AUTOSAVE_DELAY_MS = 2000;
export const LEAVE_QUESTION = 'You have changes that are not saved yet. Leave this page?';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

// The passport number never goes to the device's storage (it is encrypted at rest on the server);
// the autosave takes it to the server like every other field.
type DeviceValues = Omit<TripFormFields, 'passportNumber'>;
const forDevice = ({ passportNumber: _omitted, ...rest }: TripFormFields): DeviceValues => rest;

/** The restored copy, when this device holds one newer than the server's form. */
export function useRestoredDraft(saved: TripFormFieldsFragment | null, readOnly: boolean) {
  const { data } = useQuery(AuthStatusDocument, { fetchPolicy: 'cache-only' });
  const userId = data?.authStatus.viewer?.id;
  const key = userId ? draftKey('trip-form', userId) : undefined;
  const [restored] = useState<DeviceDraft<DeviceValues> | undefined>(() => {
    if (!key || readOnly) return undefined;
    const draft = readDraft<DeviceValues>(key);
    return isNewerThanServer(draft, saved?.updatedAt) ? draft : undefined;
  });
  const startValues: TripFormFields = restored ? { ...fieldsFromSaved(saved), ...restored.values } : fieldsFromSaved(saved);
  return { key, restored: Boolean(restored), startValues };
}

interface Options {
  form: UseFormReturn<TripFormFields, unknown, unknown>;
  key: string | undefined;
  saved: TripFormFieldsFragment | null;
  restored: boolean;
  readOnly: boolean;
  /** Save Progress's call; resolves with the server's form. */
  saveDraft: (values: TripFormFields) => Promise<TripFormFieldsFragment | null | undefined>;
}

export function useDraftKeeping({ form, key, saved, restored, readOnly, saveDraft }: Options) {
  const lastSaved = useRef(JSON.stringify(fieldsFromSaved(saved)));
  const base = useRef<string | null>(saved?.updatedAt ?? null);
  const running = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaving = useRef(false);
  const [state, setState] = useState<SaveState>(restored ? 'unsaved' : 'saved');
  // The latest save function, read when the timer fires: the callbacks below stay the same across
  // renders, so a render never cancels a pending autosave.
  const saveRef = useRef(saveDraft);
  useEffect(() => {
    saveRef.current = saveDraft;
  });

  const isDirty = useCallback(() => JSON.stringify(form.getValues()) !== lastSaved.current, [form]);

  const keepOnDevice = useCallback(() => {
    if (!key) return;
    if (isDirty()) writeDraft<DeviceValues>(key, { base: base.current, writtenAt: new Date().toISOString(), values: forDevice(form.getValues()) });
    else clearDraft(key);
  }, [form, isDirty, key]);

  /** Runs one save after any save already running (never two at once). */
  const serially = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const next = running.current.then(work, work);
    running.current = next.catch(() => undefined);
    return next;
  }, []);

  /** After a save of `snapshot` succeeded: that is the server's version now. */
  const savedAs = useCallback(
    (snapshot: string, result: TripFormFieldsFragment | null | undefined) => {
      lastSaved.current = snapshot;
      base.current = result?.updatedAt ?? base.current;
      keepOnDevice();
      setState(isDirty() ? 'unsaved' : 'saved');
    },
    [isDirty, keepOnDevice],
  );

  const autosave = useCallback(
    () =>
      serially(async () => {
        if (readOnly || leaving.current || !isDirty()) return;
        const values = form.getValues();
        // A half-typed value (an email without its domain) waits on the device until it is well formed.
        if (!tripFormDraftRules.safeParse(values).success) return;
        const snapshot = JSON.stringify(values);
        setState('saving');
        try {
          savedAs(snapshot, await saveRef.current(values));
        } catch {
          setState('failed');
        }
      }),
    [form, isDirty, readOnly, savedAs, serially],
  );

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
  }, [autosave]);

  useEffect(() => {
    if (readOnly) return undefined;
    if (restored) schedule();
    const subscription = form.watch(() => {
      keepOnDevice();
      setState(isDirty() ? 'unsaved' : 'saved');
      schedule();
    });
    return () => subscription.unsubscribe();
  }, [form, isDirty, keepOnDevice, readOnly, restored, schedule]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Closing or reloading the tab with changes the server has not got: the browser asks.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (readOnly || leaving.current || !isDirty()) return;
      keepOnDevice();
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty, keepOnDevice, readOnly]);

  // Leaving inside the app (a link, Cancel, the back button): the page asks the same.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !readOnly && !leaving.current && currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  return {
    state,
    serially,
    savedAs,
    /** Lets the next navigation go without asking (after a submit, or to sign in again). */
    leave: () => {
      leaving.current = true;
      clearTimeout(timer.current);
    },
    keepOnDevice,
    forget: () => key && clearDraft(key),
  };
}
