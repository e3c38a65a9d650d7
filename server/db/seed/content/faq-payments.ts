import type { FaqSeed } from './faq';

/** Payment questions: methods, currencies, failures, refunds. */
export const PAYMENTS_FAQ: FaqSeed[] = [
  {
    key: 'payments.methods',
    category: 'payments',
    text: {
      en_US: [
        'Which payment methods and currencies are accepted?',
        'You can pay by credit or debit card, or in crypto (ETH, MATIC, USDT, USDC and other tokens shown at checkout) from your connected wallet. Prices can be displayed in BTC, ETH, USDT, MATIC or HKD, which is the default. Card payments must be at least US$1 and other payments at least 0.01.',
      ],
      zh_TW: [
        '接受哪些付款方式及貨幣？',
        '您可使用信用卡或扣帳卡付款，或從已連接的錢包以加密貨幣（ETH、MATIC、USDT、USDC 及結帳時顯示的其他代幣）付款。價格可以 BTC、ETH、USDT、MATIC 或港幣（預設）顯示。信用卡付款最少 1 美元，其他付款最少 0.01。',
      ],
      zh_CN: [
        '接受哪些付款方式和货币？',
        '您可使用信用卡或借记卡付款，或从已连接的钱包以加密货币（ETH、MATIC、USDT、USDC 及结算时显示的其他代币）付款。价格可以 BTC、ETH、USDT、MATIC 或港币（默认）显示。银行卡付款至少 1 美元，其他付款至少 0.01。',
      ],
      en_JP: [
        '利用できる支払い方法と通貨は？',
        'クレジットカード・デビットカード、または接続したウォレットからの暗号資産（ETH、MATIC、USDT、USDC など購入画面に表示されるトークン）でお支払いいただけます。価格はBTC、ETH、USDT、MATIC、または標準の香港ドルで表示できます。カード払いは1米ドル以上、その他の支払いは0.01以上が必要です。',
      ],
      en_KR: [
        '어떤 결제 수단과 통화를 사용할 수 있나요?',
        '신용카드나 체크카드, 또는 연결된 지갑의 암호화폐(ETH, MATIC, USDT, USDC 등 결제 화면에 표시되는 토큰)로 결제할 수 있습니다. 가격은 BTC, ETH, USDT, MATIC 또는 기본값인 홍콩 달러로 표시할 수 있습니다. 카드 결제는 최소 1달러, 그 밖의 결제는 최소 0.01 이상이어야 합니다.',
      ],
    },
  },
  {
    key: 'payments.failed',
    category: 'payments',
    text: {
      en_US: [
        'My payment failed. What can I try?',
        'Check that your card has not expired and that the payment e-mail is correct. If the page says the transaction has expired, return to the order and pay again, or place a new order if the order itself expired. For wallet payments, close other wallet apps or tabs that may hold the request and try again. If money left your account but the order is unpaid, contact customer service with the order number.',
      ],
      zh_TW: [
        '付款失敗，可以怎樣處理？',
        '請確認信用卡未過期及付款電郵正確。如頁面顯示交易已過期，請返回訂單重新付款；如訂單本身已過期，請重新下單。使用錢包付款時，請關閉其他可能佔用請求的錢包程式或分頁後再試。如款項已扣除但訂單仍未付款，請提供訂單編號聯絡客戶服務。',
      ],
      zh_CN: [
        '付款失败，可以怎么处理？',
        '请确认银行卡未过期且付款邮箱正确。如页面显示交易已过期，请返回订单重新付款；如订单本身已过期，请重新下单。使用钱包付款时，请关闭其他可能占用请求的钱包应用或标签页后再试。如款项已扣除但订单仍未付款，请提供订单号联系客服。',
      ],
      en_JP: [
        '支払いに失敗しました。どうすればよいですか？',
        'カードの有効期限と支払い用メールアドレスが正しいかご確認ください。取引の期限切れと表示された場合は注文に戻って再度お支払いいただき、注文自体が期限切れの場合は新しく注文してください。ウォレット払いでは、リクエストを保持している可能性のある他のウォレットアプリやタブを閉じてから再試行してください。引き落とされたのに未払いのままの場合は、注文番号を添えてカスタマーサービスへご連絡ください。',
      ],
      en_KR: [
        '결제에 실패했어요. 어떻게 해야 하나요?',
        '카드 유효 기간과 결제 이메일이 올바른지 확인하세요. 거래가 만료되었다고 나오면 주문으로 돌아가 다시 결제하고, 주문 자체가 만료되었다면 새로 주문하세요. 지갑 결제라면 요청을 붙잡고 있을 수 있는 다른 지갑 앱이나 탭을 닫은 뒤 다시 시도하세요. 돈은 빠져나갔는데 주문이 미결제 상태라면 주문 번호와 함께 고객센터로 문의해 주세요.',
      ],
    },
  },
  {
    key: 'payments.refund',
    category: 'payments',
    text: {
      en_US: [
        'How do refunds work?',
        'Refunds and disputes are handled by customer service. Contact us from the Contact page with your order number and the reason before you confirm receipt. When a refund is approved the order status changes to Closed, and the money returns to the original payment method; card refunds usually appear within 5 to 10 working days.',
      ],
      zh_TW: [
        '退款如何處理？',
        '退款及爭議由客戶服務處理。請在確認收貨前，透過「聯絡我們」頁面提供訂單編號及原因。退款獲批後，訂單狀態會變為「已關閉」，款項會退回原付款方式；信用卡退款一般於 5 至 10 個工作天內入帳。',
      ],
      zh_CN: [
        '退款如何处理？',
        '退款和争议由客服处理。请在确认收货前，通过“联系我们”页面提供订单号和原因。退款获批后，订单状态会变为“已关闭”，款项会退回原付款方式；银行卡退款一般在 5 至 10 个工作日内到账。',
      ],
      en_JP: [
        '返金はどのように行われますか？',
        '返金やトラブルはカスタマーサービスが対応します。受け取り確認の前に、お問い合わせページから注文番号と理由をお知らせください。返金が承認されると注文ステータスは「クローズ」になり、元の支払い方法へ返金されます。カードへの返金は通常5〜10営業日で反映されます。',
      ],
      en_KR: [
        '환불은 어떻게 진행되나요?',
        '환불과 분쟁은 고객센터에서 처리합니다. 수령 확인 전에 문의하기 페이지에서 주문 번호와 사유를 알려 주세요. 환불이 승인되면 주문 상태가 "종료"로 바뀌고 원래 결제 수단으로 환불됩니다. 카드 환불은 보통 영업일 기준 5~10일 이내에 반영됩니다.',
      ],
    },
  },
  {
    key: 'payments.fees',
    category: 'payments',
    text: {
      en_US: [
        'Are there extra fees on top of the item price?',
        'The checkout shows every part of the total before you pay: item price, any shipping cost, discounts from coupons, promotion codes or VIP membership, and additional charges set by the seller. Blockchain actions you start yourself, such as withdrawing or taking an item off sale, may cost a gas fee, which is shown before you confirm.',
      ],
      zh_TW: [
        '商品價格以外還有其他費用嗎？',
        '付款前，結帳頁會列出總額的所有組成部分：商品價格、運費、優惠券、優惠碼或 VIP 會員折扣，以及賣家設定的附加費用。由您發起的區塊鏈操作（例如提款或下架商品）可能需要支付網絡手續費，確認前會先顯示。',
      ],
      zh_CN: [
        '商品价格以外还有其他费用吗？',
        '付款前，结算页会列出总额的所有组成部分：商品价格、运费、优惠券、优惠码或 VIP 会员折扣，以及卖家设置的附加费用。由您发起的区块链操作（例如提现或下架商品）可能需要支付网络手续费，确认前会先显示。',
      ],
      en_JP: [
        '商品価格以外に手数料はかかりますか？',
        'お支払い前に、購入画面で合計金額の内訳（商品価格、送料、クーポン・プロモーションコード・VIP会員の割引、出品者が設定した追加料金）をすべて表示します。出金や販売停止など、ご自身で行うブロックチェーン操作にはガス代がかかる場合があり、確定前に表示されます。',
      ],
      en_KR: [
        '상품 가격 외에 추가 수수료가 있나요?',
        '결제 전에 결제 화면에서 총액의 모든 항목(상품 가격, 배송비, 쿠폰·프로모션 코드·VIP 회원 할인, 판매자가 설정한 추가 요금)을 보여 드립니다. 출금이나 판매 중지처럼 직접 실행하는 블록체인 작업에는 가스비가 들 수 있으며, 확인 전에 표시됩니다.',
      ],
    },
  },
];
