import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CountryPicker } from '../primitives/CountryPicker.tsx';
import { ariaFor, type InputProps } from './field-context.ts';
import { useMaskedCaret } from './use-masked-caret.ts';
import { usePhoneCountry } from './use-phone-country.ts';
import { addEnglish } from './strings.ts';
import pickerStrings from '../../../public/locales/en/forms.json?strings=phone-input';
import ruleStrings from '../../../public/locales/en/validation.json?strings=phone-input';

addEnglish('forms', pickerStrings);
addEnglish('validation', ruleStrings);

/**
 * phone and phone_strict fields (sender-flows §5): digits only, at most 16 with the calling code,
 * shown with the country's mask; a number typed or pasted with its country code ('+63 917 123 4567')
 * keeps one national number and one prefix; a country button opens the searchable picker unless the flow
 * fixes the country (phone_strict, a `phone_country` value on the form, or options.fixed). Enter
 * submits the form.
 */
export function PhoneInput(props: InputProps) {
  const { field, id, label, placeholder, onBlur, onFocus, onSubmitRequest, t } = props;
  const phone = usePhoneCountry(props);
  const [picking, setPicking] = useState(false);
  // Left or checked before the rules it needs arrived (a slow network, a country just chosen, a
  // number of another calling code): checked again when they do.
  const left = useRef(false);
  const recheck = useEffectEvent(() => {
    if (left.current || props.error) onBlur();
  });
  useEffect(() => {
    if (phone.rules) recheck();
  }, [phone.rules, phone.country.code]);
  const caret = useMaskedCaret(phone.shown, phone.onText);
  return (
    <div className="form-phone">
      {phone.fixed ? (
        <span className="form-phone-prefix" aria-hidden="true">
          +{phone.country.prefix}
        </span>
      ) : (
        <button
          type="button"
          className="form-phone-prefix"
          aria-haspopup="dialog"
          disabled={field.isReadOnly}
          aria-label={`${t('forms::phone.country')}: ${phone.countryName} +${phone.country.prefix}`}
          onClick={() => setPicking(true)}
        >
          +{phone.country.prefix}
        </button>
      )}
      <input
        id={id}
        name={field.name}
        type="tel"
        inputMode="tel"
        autoComplete={field.nonRepeatable ? 'off' : phone.combined ? 'tel' : 'tel-national'}
        placeholder={placeholder ?? phone.country.mask.replace(/#/g, '0')}
        ref={caret.ref}
        value={phone.shown}
        readOnly={field.isReadOnly}
        aria-label={phone.fixed ? `${label} (+${phone.country.prefix})` : undefined}
        onChange={caret.onChange}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSubmitRequest();
          }
        }}
        onBlur={() => {
          left.current = true;
          phone.settle();
          onBlur();
        }}
        onFocus={onFocus}
        {...ariaFor(props)}
      />
      {!phone.fixed && (
        <CountryPicker
          open={picking}
          countries={phone.pickerCountries}
          selected={phone.country.code.toUpperCase()}
          onChoose={(chosen) => {
            phone.choose(chosen.code_a2.toLowerCase());
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
          text={{
            title: t('forms::phone.pickerTitle'),
            searchLabel: t('forms::phone.search'),
            clearSearch: t('forms::phone.clearSearch'),
            notFound: t('forms::phone.notFound'),
            close: t('forms::close'),
          }}
        />
      )}
    </div>
  );
}
