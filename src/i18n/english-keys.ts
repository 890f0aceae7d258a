import type account from '../../public/locales/en/account.json';
import type auth from '../../public/locales/en/auth.json';
import type common from '../../public/locales/en/common.json';
import type content from '../../public/locales/en/content.json';
import type forms from '../../public/locales/en/forms.json';
import type help from '../../public/locales/en/help.json';
import type identity from '../../public/locales/en/identity.json';
import type landing from '../../public/locales/en/landing.json';
import type money from '../../public/locales/en/money.json';
import type request from '../../public/locales/en/request.json';
import type validation from '../../public/locales/en/validation.json';

/**
 * The English files' shapes, by namespace: the source of every translation key's type. Type-only
 * imports, so no English string reaches a bundle through here.
 */
interface EnglishNamespaces {
  account: typeof account;
  auth: typeof auth;
  common: typeof common;
  content: typeof content;
  forms: typeof forms;
  help: typeof help;
  identity: typeof identity;
  landing: typeof landing;
  money: typeof money;
  request: typeof request;
  validation: typeof validation;
}

export type Namespace = keyof EnglishNamespaces;

/** A key of one namespace, as public/locales/en/{ns}.json spells it. */
export type Key<NS extends Namespace> = keyof EnglishNamespaces[NS] & string;
