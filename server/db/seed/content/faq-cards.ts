import type { FaqSeed } from './faq';

/** Membership card and coupon questions: activation, QR codes, transfers, redeem and promotion codes. */
export const CARDS_FAQ: FaqSeed[] = [
  {
    key: 'cards.activate',
    category: 'cards',
    text: {
      en_US: [
        'How do I activate a membership card?',
        'Open "My cards", choose the card and select "Activate". Activation records the card on the blockchain and takes about 3 minutes; the card shows as active once it finishes. Only the owner can activate a card, and a card holder cannot activate a card that was created from their own collection.',
      ],
      zh_TW: [
        '如何啟用會員卡？',
        '打開「我的會員卡」，選擇卡片後點選「啟用」。啟用會將卡片記錄在區塊鏈上，約需 3 分鐘，完成後卡片會顯示為已啟用。只有持有人可以啟用卡片，而持卡人不能啟用由自己系列發行的卡片。',
      ],
      zh_CN: [
        '如何激活会员卡？',
        '打开“我的会员卡”，选择卡片后点击“激活”。激活会将卡片记录在区块链上，约需 3 分钟，完成后卡片会显示为已激活。只有持有人可以激活卡片，而持卡人不能激活由自己合集发行的卡片。',
      ],
      en_JP: [
        '会員カードを有効化するには？',
        '「マイカード」でカードを選び「有効化」を押します。有効化ではカードがブロックチェーンに記録され、約3分で完了し、カードが有効と表示されます。有効化できるのは所有者のみで、ご自身のコレクションから発行されたカードは有効化できません。',
      ],
      en_KR: [
        '멤버십 카드는 어떻게 활성화하나요?',
        '"내 카드"에서 카드를 선택하고 "활성화"를 누르세요. 활성화하면 카드가 블록체인에 기록되며 약 3분이 걸리고, 완료되면 활성 상태로 표시됩니다. 카드는 소유자만 활성화할 수 있으며, 본인 컬렉션에서 발행한 카드는 활성화할 수 없습니다.',
      ],
    },
  },
  {
    key: 'cards.qr-code',
    category: 'cards',
    text: {
      en_US: [
        "Why does my card's QR code expire?",
        'The QR code on a membership card proves you hold the card at the moment it is scanned, so it expires after a short time to stop screenshots from being reused. Tap "Refresh" to show a new code at the counter; a new code is issued in a few seconds.',
      ],
      zh_TW: [
        '為何會員卡的二維碼會過期？',
        '會員卡上的二維碼用以證明您在掃描當刻持有該卡，因此會在短時間後失效，以防截圖被重複使用。在櫃檯出示前請點選「重新整理」，數秒內便會產生新的二維碼。',
      ],
      zh_CN: [
        '为什么会员卡的二维码会过期？',
        '会员卡上的二维码用于证明您在扫描时持有该卡，因此会在短时间后失效，以防截图被重复使用。在柜台出示前请点击“刷新”，几秒内便会生成新的二维码。',
      ],
      en_JP: [
        'カードのQRコードに有効期限があるのはなぜ？',
        '会員カードのQRコードは、読み取った時点でカードを保有していることを証明するものです。スクリーンショットの使い回しを防ぐため、短時間で失効します。店頭では「更新」を押して新しいコードを表示してください。数秒で新しいコードが発行されます。',
      ],
      en_KR: [
        '카드 QR 코드가 만료되는 이유는 무엇인가요?',
        '멤버십 카드의 QR 코드는 스캔하는 순간 카드를 보유하고 있음을 증명합니다. 캡처 화면이 재사용되지 않도록 짧은 시간 후 만료됩니다. 매장에서는 "새로고침"을 눌러 새 코드를 보여 주세요. 몇 초 안에 새 코드가 발급됩니다.',
      ],
    },
  },
  {
    key: 'cards.transfer',
    category: 'cards',
    text: {
      en_US: [
        'Can I transfer a membership card to someone else?',
        "Membership cards are personal and cannot be transferred, except cards held by corporate members. A corporate member can transfer a card to another registered member by entering the recipient's mobile number (with area code) or e-mail address and the captcha. You cannot transfer a card to yourself, and the recipient must already be a member.",
      ],
      zh_TW: [
        '可以把會員卡轉讓給他人嗎？',
        '會員卡屬個人所有，不可轉讓；企業會員持有的卡片除外。企業會員可輸入收件人的手提電話號碼（連區號）或電郵地址及驗證碼，將卡片轉讓予另一位已註冊會員。卡片不能轉讓給自己，收件人亦必須已是會員。',
      ],
      zh_CN: [
        '可以把会员卡转让给他人吗？',
        '会员卡属个人所有，不可转让；企业会员持有的卡片除外。企业会员可输入收件人的手机号码（含区号）或邮箱地址及验证码，将卡片转让给另一位已注册会员。卡片不能转让给自己，收件人也必须已是会员。',
      ],
      en_JP: [
        '会員カードを他の人に譲渡できますか？',
        '会員カードは個人用のため譲渡できません。ただし法人会員が保有するカードは例外です。法人会員は、受取人の携帯番号（国番号付き）またはメールアドレスと画像認証を入力して、登録済みの別の会員へ譲渡できます。自分自身への譲渡はできず、受取人は会員である必要があります。',
      ],
      en_KR: [
        '멤버십 카드를 다른 사람에게 양도할 수 있나요?',
        '멤버십 카드는 개인용이라 양도할 수 없으며, 법인 회원이 보유한 카드만 예외입니다. 법인 회원은 받는 사람의 휴대전화 번호(국가 번호 포함) 또는 이메일 주소와 보안 문자를 입력해 다른 가입 회원에게 양도할 수 있습니다. 본인에게는 양도할 수 없고, 받는 사람은 이미 회원이어야 합니다.',
      ],
    },
  },
  {
    key: 'cards.redeem-promo',
    category: 'cards',
    text: {
      en_US: [
        'What is the difference between a redeem code and a promotion code?',
        'A redeem code has exactly 16 characters and claims a free collectible or coupon; each code works once and each member can collect a given offer only once. A promotion code gives a discount at checkout. It may be limited to certain products or dates, may have expired or may already have been used; the checkout tells you which. After discounts, an order must still total at least 1.',
      ],
      zh_TW: [
        '兌換碼與優惠碼有何分別？',
        '兌換碼剛好 16 個字元，用於領取免費收藏品或優惠券；每個兌換碼只能使用一次，每位會員每項優惠亦只能領取一次。優惠碼則在結帳時提供折扣，可能只適用於指定商品或日期，亦可能已過期或已被使用，結帳頁會說明原因。扣除折扣後，訂單金額最少須為 1。',
      ],
      zh_CN: [
        '兑换码和优惠码有什么区别？',
        '兑换码恰好 16 个字符，用于领取免费藏品或优惠券；每个兑换码只能使用一次，每位会员每项优惠也只能领取一次。优惠码则在结算时提供折扣，可能只适用于指定商品或日期，也可能已过期或已被使用，结算页会说明原因。扣除折扣后，订单金额至少须为 1。',
      ],
      en_JP: [
        '引き換えコードとプロモーションコードの違いは？',
        '引き換えコードはちょうど16文字で、無料のコレクティブルやクーポンを受け取るためのものです。各コードは1回限り、同じ特典は1会員につき1回までです。プロモーションコードは購入時の割引で、対象商品や期間が限られていたり、期限切れや使用済みの場合があり、理由は購入画面に表示されます。割引後の注文金額は1以上である必要があります。',
      ],
      en_KR: [
        '교환 코드와 프로모션 코드는 어떻게 다른가요?',
        '교환 코드는 정확히 16자이며 무료 컬렉터블이나 쿠폰을 받는 데 사용합니다. 각 코드는 한 번만 쓸 수 있고, 같은 혜택은 회원당 한 번만 받을 수 있습니다. 프로모션 코드는 결제 시 할인을 제공하며 특정 상품이나 기간에만 적용되거나 만료·사용 완료되었을 수 있고, 그 이유는 결제 화면에 표시됩니다. 할인 후 주문 금액은 최소 1 이상이어야 합니다.',
      ],
    },
  },
];
