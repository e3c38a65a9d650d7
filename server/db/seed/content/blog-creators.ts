import type { BlogSeed } from './blog';

/** Posts for creators and merchants: launching a collection and issuing membership cards. */
export const CREATOR_POSTS: BlogSeed[] = [
  {
    slug: 'launching-your-first-collection',
    author: 'Ivy Lam',
    tags: ['creators', 'guide'],
    publishedAt: '2026-04-08T09:00:00.000Z',
    text: {
      en_US: {
        title: 'Launching your first collection',
        summary: 'Images, royalties and pricing: what to prepare before your first drop.',
        body: `Start with the artwork around it: a 350x350 logo, a 766x414 featured image and a 1536x226 banner. Together they are how collectors recognise your collection in lists and search results.

Decide on royalties early. The percentage and the wallet that receives them are fixed when the collection is created, because collectors rely on those terms when they buy. Many creators choose between 5 and 10 percent.

Then add items: a cover, the file itself, a price or auction settings, and the licence you grant, such as display, reproduction or commercial use. Put the first items on sale together, so that early visitors find a complete story rather than a single piece.`,
      },
      zh_TW: {
        title: '推出您的第一個系列',
        summary: '圖片、版稅與定價：首次發售前應準備甚麼。',
        body: `先準備系列的視覺素材：350x350 標誌、766x414 精選圖片及 1536x226 橫幅。收藏家會在列表及搜尋結果中憑這些圖片認出您的系列。

及早決定版稅。版稅百分比及收款錢包會在系列建立時固定，因為收藏家購買時依賴這些條款。不少創作者會選擇 5% 至 10%。

然後加入商品：封面、檔案本身、定價或拍賣設定，以及您授予的權利，例如展示、複製或商業用途。建議將首批商品一併上架，讓早期訪客看到完整的故事，而非單一作品。`,
      },
      zh_CN: {
        title: '推出您的第一个合集',
        summary: '图片、版税与定价：首次发售前应准备什么。',
        body: `先准备合集的视觉素材：350x350 标志、766x414 精选图片和 1536x226 横幅。收藏者会在列表和搜索结果中凭这些图片认出您的合集。

尽早确定版税。版税百分比和收款钱包会在合集创建时固定，因为收藏者购买时依赖这些条款。不少创作者会选择 5% 至 10%。

然后添加商品：封面、文件本身、定价或拍卖设置，以及您授予的权利，例如展示、复制或商业用途。建议将首批商品一起上架，让早期访客看到完整的故事，而不是单一作品。`,
      },
      en_JP: {
        title: 'はじめてのコレクション公開',
        summary: '画像、ロイヤリティ、価格設定。最初の販売前に準備すること。',
        body: `まずはコレクションを彩る画像を用意しましょう。350x350のロゴ、766x414のフィーチャー画像、1536x226のバナーです。コレクターは一覧や検索結果でこれらの画像からあなたのコレクションを見分けます。

ロイヤリティは早めに決めましょう。購入者はその条件を前提に購入するため、率と受取ウォレットはコレクション作成時に固定されます。5〜10％を選ぶクリエイターが多くいます。

次に商品を追加します。カバー画像、ファイル本体、価格またはオークション設定、そして展示・複製・商用利用など付与するライセンスです。最初の商品はまとめて販売開始し、早い段階の訪問者に単品ではなく一つの物語として見てもらいましょう。`,
      },
      en_KR: {
        title: '첫 컬렉션 출시하기',
        summary: '이미지, 로열티, 가격 책정: 첫 드롭 전에 준비할 것들.',
        body: `먼저 컬렉션을 표현할 이미지를 준비하세요. 350x350 로고, 766x414 대표 이미지, 1536x226 배너입니다. 컬렉터는 목록과 검색 결과에서 이 이미지들로 컬렉션을 알아봅니다.

로열티는 일찍 정하세요. 구매자가 그 조건을 믿고 구매하기 때문에 로열티 비율과 수령 지갑은 컬렉션을 만들 때 고정됩니다. 많은 크리에이터가 5~10%를 선택합니다.

그다음 상품을 추가합니다. 커버, 파일, 가격 또는 경매 설정, 그리고 전시·복제·상업적 이용처럼 부여할 라이선스를 정하세요. 첫 상품들은 함께 판매를 시작해, 초기 방문자가 작품 하나가 아닌 완성된 이야기를 만나게 하세요.`,
      },
    },
  },
  {
    slug: 'membership-cards-for-merchants',
    author: 'Marketplace Team',
    tags: ['merchants', 'membership'],
    publishedAt: '2026-06-12T09:00:00.000Z',
    text: {
      en_US: {
        title: 'Membership cards that customers actually carry',
        summary:
          'How merchants issue on-chain membership cards and coupons, and how customers use them in store.',
        body: `A membership card here is a collectible with a purpose: it records the member's tier, issue and expiry dates, and proves ownership with a QR code that refreshes every time it is shown. Staff scan it at the counter; a screenshot from yesterday will not pass.

Merchants can sell cards, give them away with redeem codes of 16 characters, or attach coupons that apply a fixed amount or a percentage off selected products. Each customer can claim a given offer once.

Cards belong to the person who holds them and cannot be passed on, while corporate members may transfer cards to registered members, for example to staff. Activation takes about three minutes and is done by the card holder.`,
      },
      zh_TW: {
        title: '顧客真正會隨身攜帶的會員卡',
        summary: '商戶如何發行鏈上會員卡及優惠券，以及顧客如何在店內使用。',
        body: `這裡的會員卡是一件有用途的收藏品：它記錄會員等級、發出及到期日期，並以每次出示時都會更新的二維碼證明擁有權。店員在櫃檯掃描即可；昨天的截圖無法通過驗證。

商戶可出售會員卡、以 16 個字元的兌換碼贈送，或附上優惠券，為指定商品提供定額或百分比折扣。每位顧客每項優惠只能領取一次。

會員卡屬持有人所有，不可轉讓；企業會員則可將卡片轉讓予已註冊會員，例如員工。啟用約需三分鐘，須由持卡人操作。`,
      },
      zh_CN: {
        title: '顾客真正会随身携带的会员卡',
        summary: '商户如何发行链上会员卡和优惠券，以及顾客如何在店内使用。',
        body: `这里的会员卡是一件有用途的藏品：它记录会员等级、发放和到期日期，并以每次出示时都会刷新的二维码证明所有权。店员在柜台扫描即可；昨天的截图无法通过验证。

商户可出售会员卡、用 16 个字符的兑换码赠送，或附上优惠券，为指定商品提供定额或百分比折扣。每位顾客每项优惠只能领取一次。

会员卡归持有人所有，不可转让；企业会员则可将卡片转让给已注册会员，例如员工。激活约需三分钟，须由持卡人操作。`,
      },
      en_JP: {
        title: 'お客様が本当に持ち歩く会員カード',
        summary: 'マーチャントがオンチェーンの会員カードとクーポンを発行する方法と、店頭での使われ方。',
        body: `ここでの会員カードは、役割を持ったコレクティブルです。会員ランク、発行日、有効期限を記録し、表示するたびに更新されるQRコードで所有を証明します。スタッフはカウンターで読み取るだけで、前日のスクリーンショットは通りません。

マーチャントはカードを販売したり、16文字の引き換えコードで配布したり、対象商品に定額または割合で割引するクーポンを付けたりできます。同じ特典は1人につき1回までです。

カードは保有者本人のもので譲渡できませんが、法人会員は従業員など登録済みの会員へ譲渡できます。有効化は約3分で、カード保有者が行います。`,
      },
      en_KR: {
        title: '고객이 실제로 들고 다니는 멤버십 카드',
        summary: '가맹점이 온체인 멤버십 카드와 쿠폰을 발행하는 방법과 매장에서의 사용법.',
        body: `이곳의 멤버십 카드는 쓰임새가 있는 컬렉터블입니다. 회원 등급, 발급일과 만료일을 기록하고, 보여 줄 때마다 새로 고쳐지는 QR 코드로 소유를 증명합니다. 직원은 카운터에서 스캔만 하면 되고, 어제 찍은 캡처 화면은 통과하지 못합니다.

가맹점은 카드를 판매하거나 16자 교환 코드로 증정하고, 선택한 상품에 정액 또는 정률 할인을 주는 쿠폰을 붙일 수 있습니다. 같은 혜택은 고객당 한 번만 받을 수 있습니다.

카드는 보유자 본인의 것이라 양도할 수 없지만, 법인 회원은 직원 등 가입 회원에게 카드를 양도할 수 있습니다. 활성화는 약 3분이 걸리며 카드 보유자가 직접 합니다.`,
      },
    },
  },
];
