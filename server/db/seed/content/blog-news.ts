import type { BlogSeed } from './blog';

/** Announcements: the launch and Polygon support. */
export const NEWS_POSTS: BlogSeed[] = [
  {
    slug: 'welcome-to-the-marketplace',
    author: 'Marketplace Team',
    tags: ['news', 'announcement'],
    publishedAt: '2026-01-15T09:00:00.000Z',
    text: {
      en_US: {
        title: 'Welcome to the marketplace',
        summary:
          'One place to collect digital art, membership cards and coupons, and to sell your own creations.',
        body: `Today we open a marketplace for digital collectibles: artworks, membership cards and coupons, all recorded on the blockchain so that what you own stays yours.

Buyers can browse collections by category, pay by card or with crypto, and find their purchases in their wallet minutes later. Physical items ship with express delivery or can be picked up at a branch or locker.

Creators and merchants get tools to launch collections, set royalties on every resale and follow their sales in one dashboard. We will share guides for each step here on the blog over the coming months.`,
      },
      zh_TW: {
        title: '歡迎來到我們的市集',
        summary: '一站收藏數碼藝術品、會員卡及優惠券，亦可出售您自己的作品。',
        body: `今天，我們正式推出數碼收藏品市集：藝術品、會員卡及優惠券全部記錄在區塊鏈上，屬於您的東西永遠屬於您。

買家可按類別瀏覽系列，以信用卡或加密貨幣付款，數分鐘後便可在錢包中找到所購商品。實體商品可選擇送貨上門，或到門市及自提櫃取貨。

創作者及商戶可使用各種工具推出系列、為每次轉售設定版稅，並在同一個介面追蹤銷售。未來數月，我們會在網誌逐步分享各項操作指南。`,
      },
      zh_CN: {
        title: '欢迎来到我们的市集',
        summary: '一站收藏数字艺术品、会员卡和优惠券，也可出售您自己的作品。',
        body: `今天，我们正式推出数字藏品市集：艺术品、会员卡和优惠券全部记录在区块链上，属于您的东西永远属于您。

买家可按类别浏览合集，使用银行卡或加密货币付款，几分钟后便可在钱包中找到所购商品。实体商品可选择送货上门，或到门店及自提柜取货。

创作者和商户可使用各种工具推出合集、为每次转售设置版税，并在同一个界面跟踪销售。未来几个月，我们会在博客逐步分享各项操作指南。`,
      },
      en_JP: {
        title: 'マーケットプレイスへようこそ',
        summary: 'デジタルアート、会員カード、クーポンを集め、自分の作品も販売できる場所です。',
        body: `本日、デジタルコレクティブルのマーケットプレイスをオープンしました。アート作品、会員カード、クーポンはすべてブロックチェーンに記録され、あなたの所有物は確かにあなたのものとして残ります。

購入者はカテゴリ別にコレクションを閲覧し、カードまたは暗号資産で支払い、数分後にはウォレットで購入品を確認できます。実物商品は宅配のほか、店舗やロッカーでの受け取りにも対応しています。

クリエイターとマーチャントには、コレクションの公開、転売ごとのロイヤリティ設定、売上の一元管理といったツールをご用意しました。今後数か月にわたり、各ステップのガイドをこのブログでお届けします。`,
      },
      en_KR: {
        title: '마켓플레이스에 오신 것을 환영합니다',
        summary: '디지털 아트, 멤버십 카드, 쿠폰을 모으고 나만의 작품도 판매할 수 있는 곳입니다.',
        body: `오늘 디지털 컬렉터블 마켓플레이스를 오픈합니다. 아트워크, 멤버십 카드, 쿠폰이 모두 블록체인에 기록되어, 내가 가진 것은 온전히 나의 것으로 남습니다.

구매자는 카테고리별로 컬렉션을 둘러보고 카드나 암호화폐로 결제한 뒤, 몇 분 후 지갑에서 구매한 상품을 확인할 수 있습니다. 실물 상품은 택배 배송은 물론 지점이나 보관함 수령도 가능합니다.

크리에이터와 가맹점은 컬렉션 출시, 재판매 로열티 설정, 판매 현황 관리를 한곳에서 할 수 있습니다. 앞으로 몇 달 동안 단계별 가이드를 이 블로그에서 소개하겠습니다.`,
      },
    },
  },
  {
    slug: 'polygon-support',
    author: 'Marketplace Team',
    tags: ['news', 'polygon'],
    publishedAt: '2026-08-27T09:00:00.000Z',
    text: {
      en_US: {
        title: 'Polygon is now supported',
        summary: 'Mint and trade on Polygon alongside Ethereum, with much lower gas fees.',
        body: `Alongside Ethereum, creators can now choose Polygon when they create a collection. Minting, transfers and withdrawals on Polygon cost a fraction of the gas fees on Ethereum, which makes low-priced items and coupons practical.

Collectors see the network of every item on its page. Balances are kept per network: proceeds on Polygon are withdrawn in MATIC, with the same 0.01 minimum as on Ethereum.

Existing collections stay on Ethereum; a collection's network is chosen once, when it is created.`,
      },
      zh_TW: {
        title: '現已支援 Polygon',
        summary: '除以太坊外，亦可在 Polygon 上鑄造及交易，網絡手續費大幅降低。',
        body: `除以太坊外，創作者現可在建立系列時選擇 Polygon。在 Polygon 上鑄造、轉移及提款的網絡手續費只是以太坊的一小部分，讓低價商品及優惠券更具吸引力。

收藏家可在每件商品的頁面查看其所屬網絡。結餘按網絡分開計算：Polygon 上的收益以 MATIC 提取，最低提款額與以太坊相同，為 0.01。

現有系列會繼續留在以太坊；系列所屬網絡只會在建立時選擇一次。`,
      },
      zh_CN: {
        title: '现已支持 Polygon',
        summary: '除以太坊外，也可在 Polygon 上铸造和交易，网络手续费大幅降低。',
        body: `除以太坊外，创作者现可在创建合集时选择 Polygon。在 Polygon 上铸造、转移和提现的网络手续费只是以太坊的一小部分，让低价商品和优惠券更具吸引力。

收藏者可在每件商品的页面查看其所属网络。余额按网络分开计算：Polygon 上的收益以 MATIC 提取，最低提现额与以太坊相同，为 0.01。

现有合集会继续保留在以太坊；合集所属网络只在创建时选择一次。`,
      },
      en_JP: {
        title: 'Polygonに対応しました',
        summary: 'Ethereumに加えてPolygonでもミントと取引が可能に。ガス代を大幅に抑えられます。',
        body: `クリエイターはコレクション作成時に、Ethereumに加えてPolygonを選べるようになりました。Polygonでのミント、送付、出金にかかるガス代はEthereumのごく一部で、低価格の商品やクーポンも扱いやすくなります。

コレクターは各商品ページでネットワークを確認できます。残高はネットワークごとに管理され、Polygonの売上はMATICで出金します。最低出金額はEthereumと同じ0.01です。

既存のコレクションは引き続きEthereum上にあります。コレクションのネットワークは作成時に一度だけ選択します。`,
      },
      en_KR: {
        title: '이제 Polygon을 지원합니다',
        summary: 'Ethereum과 함께 Polygon에서도 민팅과 거래가 가능하며, 가스비가 크게 줄어듭니다.',
        body: `크리에이터는 이제 컬렉션을 만들 때 Ethereum과 함께 Polygon을 선택할 수 있습니다. Polygon에서의 민팅, 전송, 출금 가스비는 Ethereum의 일부에 불과해 저가 상품과 쿠폰도 부담 없이 다룰 수 있습니다.

컬렉터는 각 상품 페이지에서 네트워크를 확인할 수 있습니다. 잔액은 네트워크별로 관리되며, Polygon 수익은 MATIC으로 출금하고 최소 출금액은 Ethereum과 같은 0.01입니다.

기존 컬렉션은 Ethereum에 그대로 남습니다. 컬렉션의 네트워크는 생성할 때 한 번만 선택합니다.`,
      },
    },
  },
];
