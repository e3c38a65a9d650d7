import type { FaqSeed } from './faq';

/** Buying questions: purchase, item lock, delivery, receipt. */
export const BUYING_FAQ: FaqSeed[] = [
  {
    key: 'buying.how-to-buy',
    category: 'buying',
    text: {
      en_US: [
        'How do I buy an item?',
        'Open the item, choose the quantity (at least 1 and not more than the stock) and select "Buy now". Fill in your buyer details, pick a delivery method if the item is physical, apply a promotion code if you have one and pay. You need to accept the terms, privacy policy and disclaimer before paying. Digital items are transferred to your wallet after payment; minting takes about 3 minutes.',
      ],
      zh_TW: [
        '如何購買商品？',
        '打開商品頁，選擇數量（最少 1 件，且不可超過庫存），然後點選「立即購買」。填寫買家資料，實體商品請選擇送貨方式；如有優惠碼可在此使用，然後付款。付款前須同意服務條款、私隱政策及免責聲明。數碼商品會在付款後轉入您的錢包，鑄造約需 3 分鐘。',
      ],
      zh_CN: [
        '如何购买商品？',
        '打开商品页，选择数量（至少 1 件，且不能超过库存），然后点击“立即购买”。填写买家信息，实体商品请选择配送方式；如有优惠码可在此使用，然后付款。付款前须同意服务条款、隐私政策和免责声明。数字商品会在付款后转入您的钱包，铸造约需 3 分钟。',
      ],
      en_JP: [
        '商品を購入するには？',
        '商品ページで数量（1以上、在庫数以下）を選び「今すぐ購入」を押します。購入者情報を入力し、実物商品の場合は配送方法を選択、プロモーションコードがあれば適用してお支払いください。支払い前に利用規約・プライバシーポリシー・免責事項への同意が必要です。デジタル商品は支払い後にウォレットへ送られ、ミントには約3分かかります。',
      ],
      en_KR: [
        '상품은 어떻게 구매하나요?',
        '상품 페이지에서 수량(1개 이상, 재고 이하)을 선택하고 "지금 구매"를 누르세요. 구매자 정보를 입력하고 실물 상품이면 배송 방법을 선택한 뒤, 프로모션 코드가 있으면 적용하고 결제합니다. 결제 전에 이용약관, 개인정보 처리방침, 면책 조항에 동의해야 합니다. 디지털 상품은 결제 후 지갑으로 전송되며 민팅에는 약 3분이 걸립니다.',
      ],
    },
  },
  {
    key: 'buying.item-locked',
    category: 'buying',
    text: {
      en_US: [
        'Why does an item say it is locked?',
        'When someone starts an order, the item is reserved for that buyer for 30 minutes so it cannot be sold twice. If the order is not paid within that time it expires and the item becomes available again. An expired order cannot be paid; please place a new order instead.',
      ],
      zh_TW: [
        '為何商品顯示已鎖定？',
        '當有人建立訂單後，商品會為該買家保留 30 分鐘，以免重複售出。如訂單在期限內未付款便會失效，商品將重新開放購買。已失效的訂單無法付款，請重新下單。',
      ],
      zh_CN: [
        '为什么商品显示已锁定？',
        '当有人创建订单后，商品会为该买家保留 30 分钟，以免重复售出。如订单在期限内未付款便会失效，商品将重新开放购买。已失效的订单无法付款，请重新下单。',
      ],
      en_JP: [
        '商品が「ロック中」と表示されるのはなぜ？',
        '誰かが注文を開始すると、二重販売を防ぐため商品はその購入者のために30分間確保されます。時間内に支払いがなければ注文は期限切れとなり、商品は再び購入可能になります。期限切れの注文は支払えませんので、新しく注文し直してください。',
      ],
      en_KR: [
        '상품이 잠금 상태로 표시되는 이유는 무엇인가요?',
        '누군가 주문을 시작하면 중복 판매를 막기 위해 해당 구매자를 위해 상품이 30분 동안 예약됩니다. 그 시간 안에 결제하지 않으면 주문이 만료되고 상품은 다시 구매할 수 있게 됩니다. 만료된 주문은 결제할 수 없으니 새로 주문해 주세요.',
      ],
    },
  },
  {
    key: 'buying.delivery',
    category: 'buying',
    text: {
      en_US: [
        'Which delivery methods are available for physical items?',
        'Sellers can offer door-to-door express delivery, self pickup at a branch or at a pickup locker, or no delivery for virtual goods. The methods available depend on the item and are shown at checkout together with any shipping cost. Once the seller ships, the order shows the logistics company and waybill number so you can track it.',
      ],
      zh_TW: [
        '實體商品有哪些送貨方式？',
        '賣家可提供送貨上門、門市自取、自提櫃自取，虛擬商品則無需送貨。可選的方式視乎商品而定，並會連同運費在結帳時顯示。賣家發貨後，訂單會顯示物流公司及運單號碼，方便您追蹤。',
      ],
      zh_CN: [
        '实体商品有哪些配送方式？',
        '卖家可提供送货上门、门店自提、自提柜自提，虚拟商品则无需配送。可选方式视商品而定，并会连同运费在结算时显示。卖家发货后，订单会显示物流公司和运单号，方便您跟踪。',
      ],
      en_JP: [
        '実物商品の配送方法は？',
        '出品者は宅配便、店舗受け取り、受け取りロッカーを提供でき、バーチャル商品は配送不要です。選べる方法は商品ごとに異なり、送料とともに購入手続き画面に表示されます。発送後は注文画面に配送会社と伝票番号が表示され、追跡できます。',
      ],
      en_KR: [
        '실물 상품은 어떤 배송 방법이 있나요?',
        '판매자는 택배 배송, 지점 방문 수령, 보관함 수령을 제공할 수 있으며, 가상 상품은 배송이 필요 없습니다. 선택 가능한 방법은 상품마다 다르며 결제 화면에 배송비와 함께 표시됩니다. 발송 후에는 주문 화면에 택배사와 운송장 번호가 표시되어 배송을 조회할 수 있습니다.',
      ],
    },
  },
  {
    key: 'buying.confirm-receipt',
    category: 'buying',
    text: {
      en_US: [
        'What do the order statuses mean, and when should I confirm receipt?',
        'New means waiting for payment, Being prepared means paid in full, Awaiting receipt means the seller has shipped, and Finished means you confirmed receipt. Confirm receipt only after you have checked the item, because this completes the order and releases the payment to the seller. For refunds or disputes, contact customer service before confirming.',
      ],
      zh_TW: [
        '各訂單狀態代表甚麼？何時應確認收貨？',
        '「待付款」表示尚未付款，「備貨中」表示已全數付款，「待收貨」表示賣家已發貨，「已完成」表示您已確認收貨。請在檢查商品後才確認收貨，因為確認後訂單即告完成，款項會撥給賣家。如需退款或有爭議，請在確認前聯絡客戶服務。',
      ],
      zh_CN: [
        '各订单状态代表什么？何时应确认收货？',
        '“待付款”表示尚未付款，“备货中”表示已全额付款，“待收货”表示卖家已发货，“已完成”表示您已确认收货。请在检查商品后再确认收货，因为确认后订单即完成，款项会结算给卖家。如需退款或有争议，请在确认前联系客服。',
      ],
      en_JP: [
        '注文ステータスの意味と、受け取り確認のタイミングは？',
        '「支払い待ち」は未払い、「準備中」は全額支払い済み、「受け取り待ち」は出品者が発送済み、「完了」は受け取り確認済みを表します。受け取り確認をすると注文が完了し代金が出品者に支払われるため、商品を確認してから行ってください。返金やトラブルは確認前にカスタマーサービスへご連絡ください。',
      ],
      en_KR: [
        '주문 상태는 무엇을 의미하며, 수령 확인은 언제 해야 하나요?',
        '"결제 대기"는 미결제, "준비 중"은 전액 결제 완료, "수령 대기"는 판매자가 발송함, "완료"는 수령을 확인함을 뜻합니다. 수령 확인을 하면 주문이 완료되고 대금이 판매자에게 지급되므로 상품을 확인한 뒤에 눌러 주세요. 환불이나 분쟁은 확인 전에 고객센터로 문의해 주세요.',
      ],
    },
  },
];
