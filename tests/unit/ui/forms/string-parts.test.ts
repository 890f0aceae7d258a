import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRING_PARTS, stringPartOf } from '../../../../src/i18n/string-parts.ts';
import forms from '../../../../public/locales/en/forms.json';
import validation from '../../../../public/locales/en/validation.json';
import landing from '../../../../public/locales/en/landing.json';
import moneyCalculator from '../../../../public/locales/en/landing.json?strings=money-calculator';
import shellForms from '../../../../public/locales/en/forms.json?strings=shell';
import shellValidation from '../../../../public/locales/en/validation.json?strings=shell';
import phoneForms from '../../../../public/locales/en/forms.json?strings=phone-input';
import phoneValidation from '../../../../public/locales/en/validation.json?strings=phone-input';
import hintForms from '../../../../public/locales/en/forms.json?strings=error-hint';
import hintValidation from '../../../../public/locales/en/validation.json?strings=error-hint';
import cardValidation from '../../../../public/locales/en/validation.json?strings=card-fields';
import accountValidation from '../../../../public/locales/en/validation.json?strings=bank-account';

const files = { forms, validation, landing } as Record<string, Record<string, string>>;
const source = (path: string) => readFileSync(new URL(`../../../../src/${path}`, import.meta.url), 'utf8');
/** The `forms::…` and `validation::…` keys a module names. */
const keysIn = (text: string) => [...text.matchAll(/['`]((?:forms|validation)::[\w.]+)['`]/g)].map((m) => m[1]!);
const partOf = (fullKey: string) => {
  const [ns, key] = fullKey.split('::') as [string, string];
  return stringPartOf(ns, key);
};

/** The modules that bring a part, and the rules whose messages it carries. */
const PART_MODULES: Record<keyof typeof STRING_PARTS, string[]> = {
  'phone-input': ['ui/forms/PhoneInput.tsx', 'ui/forms/use-phone-country.ts', 'domain/phone-number.ts', 'domain/phone-check.ts'],
  'error-hint': ['ui/forms/ErrorHint.tsx'],
  'card-fields': ['domain/card-field-rules.ts', 'app/screens/money/PayScreen.tsx'],
  'bank-account': ['domain/bank-account.ts', 'app/screens/money/SendForm.tsx'],
  'money-calculator': ['app/screens/money/calculator-strings.ts'],
};

describe("sender-flows §5 and §8 the forms engine's English: each part of the code carries the words it shows", () => {
  it('the shell and the parts together are each English file, each key once', () => {
    expect({ ...shellForms, ...phoneForms, ...hintForms }).toEqual(forms);
    expect({ ...shellValidation, ...phoneValidation, ...hintValidation, ...cardValidation, ...accountValidation }).toEqual(validation);
    const counted = [shellForms, phoneForms, hintForms, shellValidation, phoneValidation, hintValidation, cardValidation, accountValidation].reduce((n, part) => n + Object.keys(part).length, 0);
    expect(counted).toBe(Object.keys(forms).length + Object.keys(validation).length);
    expect(Object.keys(phoneForms)).toContain('phone.pickerTitle');
    expect(Object.keys(hintForms)).not.toContain('hint.open');
  });

  it('every entry of a part names a key of its file', () => {
    for (const entries of Object.values(STRING_PARTS))
      for (const entry of entries) {
        const [ns, key] = entry.split('::') as [string, string];
        const named = Object.keys(files[ns]!).filter((k) => (key.endsWith('.') ? k.startsWith(key) : k === key));
        expect(named, entry).not.toEqual([]);
      }
  });

  it.each(Object.entries(PART_MODULES))('the modules of %s show only its words and the shell’s', (part, modules) => {
    for (const module of modules) for (const key of keysIn(source(module))) expect(['shell', part], `${module}: ${key}`).toContain(partOf(key));
  });

  it('the shell’s modules show no word of a part (it would show as its key until the part loads)', () => {
    const partModules = new Set(Object.values(PART_MODULES).flat());
    const shell = ['ui/forms', 'app', 'domain']
      .flatMap((dir) => readdirSync(new URL(`../../../../src/${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
      .filter((f) => /\.tsx?$/.test(f) && !partModules.has(f));
    expect(shell.flatMap((module) => keysIn(source(module))).length).toBeGreaterThan(10);
    const misplaced = shell.flatMap((module) =>
      keysIn(source(module))
        .filter((key) => partOf(key) !== 'shell')
        .map((key) => `${module}: ${key}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('the signed-in calculator carries every landing key its code names, and not the landing page’s texts', () => {
    const modules = ['app/screens/money/SignedInCalculator.tsx', 'app/screens/money/CountryMenuModal.tsx', 'domain/calculator-machine.ts', 'domain/amount-check.ts']
      .concat(readdirSync(new URL('../../../../src/ui/calculator', import.meta.url)).map((f) => `ui/calculator/${f}`))
      .filter((f) => /\.tsx?$/.test(f));
    const prefixes = [...new Set(Object.keys(landing).map((k) => k.split('.')[0]!))];
    const named = modules.flatMap((m) => [...source(m).matchAll(new RegExp(`['\`]((?:${prefixes.join('|')})\\.[\\w.]*)`, 'g'))].map((x) => x[1]!));
    expect(named.length).toBeGreaterThan(10);
    for (const key of named) expect(stringPartOf('landing', key), key).toBe('money-calculator');
    expect(Object.keys(moneyCalculator)).not.toContain('corridor.title.send');
    expect(Object.keys(moneyCalculator).length).toBeLessThan(Object.keys(landing).length / 2 + 10);
  });
});
