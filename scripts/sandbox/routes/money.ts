// The money area (sender-flows §3, §4, §5, §7; public-site §7): calculator, send and request
// forms, pay, payment results, history and SMS-on-success. The parts live in ../money/.
import type { Route } from '../context.ts';
import { calculator } from '../money/calculator.ts';
import { moneyPages, RESULT_PAGES } from '../money/pages.ts';
import { payRoutes } from '../money/pay.ts';
import { sendRoutes } from '../money/send.ts';

export const moneyRoutes: Route[] = [
  { method: 'GET', path: '/auth/send/main.page', signedIn: true, handle: moneyPages.sendMainPage },
  { method: 'GET', path: '/auth/send/:from/:to', signedIn: true, handle: calculator('send', true) },
  { method: 'GET', path: '/auth/request/:from/:to', signedIn: true, handle: calculator('request', true) },
  { method: 'GET', path: '/api/v1/calculator/send/:from/:to', handle: calculator('send', false) },
  { method: 'GET', path: '/api/v1/calculator/request/:from/:to', handle: calculator('request', false) },
  { method: 'POST', path: '/api/send/:from/:to', signedIn: true, handle: sendRoutes.submitSend },
  { method: 'POST', path: '/api/request/:from/:to', signedIn: true, handle: sendRoutes.submitRequest },
  { method: 'GET', path: '/auth/pay', signedIn: true, handle: moneyPages.payPage },
  { method: 'GET', path: '/auth/pay/waiting/notification.action', signedIn: true, handle: moneyPages.waitingNotification },
  { method: 'POST', path: '/api/auth/pay', signedIn: true, handle: payRoutes.pay },
  { method: 'POST', path: '/api/auth/pay/sms', signedIn: true, handle: payRoutes.smsOnSuccess },
  ...RESULT_PAGES.map((path): Route => ({ method: 'GET', path, signedIn: true, handle: moneyPages.resultPage })),
];
