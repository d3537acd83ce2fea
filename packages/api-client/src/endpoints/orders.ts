/** Orders, ratings, wallet, payments and provider financials (contracts `orders`, `rates`, `wallet`, `payments`, `financials`). */
import { financials, orders, payments, rates, wallet } from '@souq/contracts';
import { type CallInput, call } from '../call';

type OrderBody<E extends keyof typeof orders> = NonNullable<CallInput<(typeof orders)[E]>['body']>;

// customer
export const getUserOrders = (body: OrderBody<'userList'>) => call(orders.userList, { body });
export const getUserOrder = (requestServiceId: number) => call(orders.userShow, { body: { request_service_id: requestServiceId } });
export const cancelOrder = (requestServiceId: number) => call(orders.cancel, { body: { request_service_id: requestServiceId } });
export const rejectOffer = (body: OrderBody<'rejectOffer'>) => call(orders.rejectOffer, { body });
export const payOrder = (body: OrderBody<'pay'>) => call(orders.pay, { body });
export const negotiateOrder = (body: OrderBody<'negotiate'>) => call(orders.negotiate, { body });
export const payNegotiation = (body: OrderBody<'negotiatePay'>) => call(orders.negotiatePay, { body });
export const finishOrderAsUser = (requestServiceId: number) => call(orders.userFinish, { body: { request_service_id: requestServiceId } });
export const sendOrderComplaint = (body: OrderBody<'complaint'>) => call(orders.complaint, { body });

// provider
export const getProviderOrder = (requestServiceId: number) => call(orders.providerShow, { body: { request_service_id: requestServiceId } });
export const acceptOrder = (requestServiceId: number) => call(orders.accept, { body: { request_service_id: requestServiceId } });
export const refuseOrder = (requestServiceId: number) => call(orders.reject, { body: { request_service_id: requestServiceId } });
export const storeOffer = (body: OrderBody<'offerStore'>) => call(orders.offerStore, { body });
export const storeNegotiation = (body: OrderBody<'negotiateStore'>) => call(orders.negotiateStore, { body });
/** delivery files as FormData (`request_service_id`, `delivery_files[0..n]`). */
export const finishOrderAsProvider = (body: OrderBody<'providerFinish'>) => call(orders.providerFinish, { body });

// ratings
export const storeRate = (body: NonNullable<CallInput<typeof rates.store>['body']>) => call(rates.store, { body });
export const getMyRatesAsUser = () => call(rates.userMine);
export const getMyRatesAsProvider = () => call(rates.providerMine);

// wallet and payments
export const getWalletBalance = () => call(wallet.balance);
export const getWalletEntries = () => call(wallet.entries);
export const chargeWallet = (amount: number) => call(wallet.charge, { body: { amount } });
export const getPayment = (id: number) => call(payments.show, { params: { id } });

// provider financials
export const getFinancialTransactions = () => call(financials.transactions);
export const requestSettlement = (amount?: number) => call(financials.settlement, { body: amount === undefined ? {} : { amount } });
