<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="az" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>All Fours {version}</source>
        <translation>All Fours {version}</translation>
    </message>
    <message>
        <source>Trinidad&apos;s national card game, for the desktop: two or four players, the Trinidad rules and their common variants.</source>
        <translation>Trinidadın milli kart oyunu, masaüstü kompüter üçün: iki və ya dörd oyunçu, Trinidad qaydaları və onların geniş yayılmış variantları.</translation>
    </message>
    <message>
        <source>Released under the &lt;b&gt;{licence} licence&lt;/b&gt;.</source>
        <translation>&lt;b&gt;{licence} lisenziyası&lt;/b&gt; ilə yayılır.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Müəlliflər</translation>
    </message>
    <message>
        <source>The card faces, the card backs and the app icon were drawn for this project (by its own programs, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; and &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) and are released with it under the {licence} licence.</source>
        <translation>Kartların üzləri, arxaları və proqramın nişanı bu layihə üçün onun öz proqramları ilə (&lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; və &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) çəkilib və onunla birlikdə {licence} lisenziyası ilə yayılır.</translation>
    </message>
    <message>
        <source>Lao text is shown in &lt;b&gt;Noto Sans Lao&lt;/b&gt; (copyright Google), bundled under the SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); other text uses your system&apos;s fonts.</source>
        <translation>Lao dilində mətn &lt;b&gt;Noto Sans Lao&lt;/b&gt; şrifti ilə göstərilir (müəllif hüququ Google-a məxsusdur); o, SIL Open Font License 1.1 lisenziyası ilə proqrama əlavə edilib (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); qalan mətn sisteminizin şriftləri ilə göstərilir.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} through Qt for Python (PySide6 {pyside}), used under the GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</source>
        <translation>Qt {qt} əsasında Qt for Python (PySide6 {pyside}) vasitəsilə qurulub; GNU LGPL v3 şərtləri ilə istifadə olunur (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>Written in Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</source>
        <translation>Python {python} dilində yazılıb (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>The rules follow pagat.com&apos;s &lt;i&gt;All Fours in Trinidad&lt;/i&gt; and gamerules.com&apos;s &lt;i&gt;All Fours&lt;/i&gt;.</source>
        <translation>Qaydalar pagat.com saytındakı &lt;i&gt;All Fours in Trinidad&lt;/i&gt; və gamerules.com saytındakı &lt;i&gt;All Fours&lt;/i&gt; mətnlərinə əsaslanır.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About All Fours</source>
        <translation>All Fours haqqında</translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Cancel</source>
        <translation>Ləğv et</translation>
    </message>
    <message>
        <source>Stop the analysis: nothing of it is kept</source>
        <translation>Təhlili dayandır: ondan heç nə saxlanmır</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Təhlilin gedişi</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%m qərardan %v</translation>
    </message>
    <message>
        <source>Solving with every card face up…</source>
        <translation>Bütün kartlar açıq halda həll edilir…</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>təxminən {seconds} san qalıb</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>təxminən {minutes} dəq qalıb</translation>
    </message>
</context>
<context>
    <name>BegStory</name>
    <message numerus="yes">
        <source>{name} ran the pack %n times, new deal</source>
        <translation>
            <numerusform>{name} %n dəfə yeni kozır açdı, kartlar yenidən paylandı</numerusform>
            <numerusform>{name} %n dəfə yeni kozır açdı, kartlar yenidən paylandı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times, new deal</source>
        <translation>
            <numerusform>Siz %n dəfə yeni kozır açdınız, kartlar yenidən paylandı</numerusform>
            <numerusform>Siz %n dəfə yeni kozır açdınız, kartlar yenidən paylandı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times, new deal</source>
        <translation>
            <numerusform>siz %n dəfə yeni kozır açdınız, kartlar yenidən paylandı</numerusform>
            <numerusform>siz %n dəfə yeni kozır açdınız, kartlar yenidən paylandı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ran the pack %n times</source>
        <translation>
            <numerusform>{name} %n dəfə yeni kozır açdı</numerusform>
            <numerusform>{name} %n dəfə yeni kozır açdı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times</source>
        <translation>
            <numerusform>Siz %n dəfə yeni kozır açdınız</numerusform>
            <numerusform>Siz %n dəfə yeni kozır açdınız</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times</source>
        <translation>
            <numerusform>siz %n dəfə yeni kozır açdınız</numerusform>
            <numerusform>siz %n dəfə yeni kozır açdınız</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>ikiliyi</translation>
    </message>
    <message>
        <source>three</source>
        <translation>üçlüyü</translation>
    </message>
    <message>
        <source>four</source>
        <translation>dördlüyü</translation>
    </message>
    <message>
        <source>five</source>
        <translation>beşliyi</translation>
    </message>
    <message>
        <source>six</source>
        <translation>altılığı</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>yeddiliyi</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>səkkizliyi</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>doqquzluğu</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>onluğu</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jeki</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>kraliçası</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kralı</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ası</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>xaç</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>kərpic</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ürək</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pika</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Xaç</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Kərpic</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Ürək</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pika</translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>good</source>
        <translation>yaxşı</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>qeyri-dəqiqlik</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>səhv</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>kobud səhv</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>durmaq</translation>
    </message>
    <message>
        <source>begging</source>
        <translation>xahiş etmək</translation>
    </message>
    <message>
        <source>giving one</source>
        <translation>birini vermək</translation>
    </message>
    <message>
        <source>running the pack</source>
        <translation>yeni kozır açmaq</translation>
    </message>
    <message>
        <source>The best choice ({chance} to win the game).</source>
        <translation>Ən yaxşı seçim (oyunu qazanma şansı {chance}).</translation>
    </message>
    <message>
        <source>As good as {best}, as far as the search can tell ({chance} against {other_chance}).</source>
        <translation>Axtarışın deyə bildiyi qədər {best} qədər yaxşıdır ({chance}, qarşısında {other_chance}).</translation>
    </message>
    <message>
        <source>Close to the best choice, {best} ({chance} against {other_chance}).</source>
        <translation>Ən yaxşı seçimə, {best} seçiminə yaxındır ({chance}, qarşısında {other_chance}).</translation>
    </message>
    <message>
        <source>This choice cost {loss} of your chance to win the game: {chance} against {other_chance} for {best}.</source>
        <translation>Bu seçim oyunu qazanma şansınızdan {loss} apardı: {chance}, {best} üçün isə {other_chance}.</translation>
    </message>
    <message>
        <source>Your choice: {claims}.</source>
        <translation>Sizin seçiminiz: {claims}.</translation>
    </message>
    <message>
        <source>Instead, {best}: {claims}.</source>
        <translation>Əvəzində, {best}: {claims}.</translation>
    </message>
    <message>
        <source>the search could not value one of the decisions</source>
        <translation>axtarış qərarlardan birini qiymətləndirə bilmədi</translation>
    </message>
    <message>
        <source>Marked steps</source>
        <translation>İşarələnmiş addımlar</translation>
    </message>
    <message>
        <source>Steps the coach marked: {steps}</source>
        <translation>Məşqçinin işarələdiyi addımlar: {steps}</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: each decision judged from what the seat could see then.</source>
        <translation>&lt;b&gt;Məşqçi&lt;/b&gt;: hər qərar həmin an oyunçunun görə bildiyinə görə qiymətləndirilir.</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Yer:</translation>
    </message>
    <message>
        <source>Seat to analyse</source>
        <translation>Təhlil ediləcək yer</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Təhlil et</translation>
    </message>
    <message>
        <source>Judge every decision of this seat, about {seconds} s a decision: the analysis is kept in your history</source>
        <translation>Bu yerin hər qərarını qiymətləndir, hər qərara təxminən {seconds} san: təhlil tarixçənizdə saxlanır</translation>
    </message>
    <message>
        <source>Decisions and verdicts</source>
        <translation>Qərarlar və hökmlər</translation>
    </message>
    <message>
        <source>The coach on this step</source>
        <translation>Məşqçi bu addım haqqında</translation>
    </message>
    <message>
        <source>Face-up lens</source>
        <translation>Açıq kartlar baxışı</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Yenidən cəhd edin</translation>
    </message>
    <message>
        <source>Try this decision again</source>
        <translation>Bu qərarı yenidən sınayın</translation>
    </message>
    <message>
        <source>Play this decision again at the table: you hold the same cards, and the cards you could not see are dealt afresh</source>
        <translation>Bu qərarı masada yenidən oynayın: eyni kartlar sizdə olacaq, görə bilmədiyiniz kartlar isə yenidən paylanacaq</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Təhlil edilir…</translation>
    </message>
    <message>
        <source>The analysis was cancelled; nothing of it was kept.</source>
        <translation>Təhlil ləğv edildi; ondan heç nə saxlanmadı.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); nothing of it was kept.</source>
        <translation>Təhlili başa çatdırmaq olmadı ({reason}); ondan heç nə saxlanmadı.</translation>
    </message>
    <message>
        <source>The analysis could not be kept in your history ({reason}); it is shown here only.</source>
        <translation>Təhlili tarixçənizdə saxlamaq olmadı ({reason}); o, yalnız burada göstərilir.</translation>
    </message>
    <message>
        <source>Step {step}: {choice} — {verdict}</source>
        <translation>Addım {step}: {choice} — {verdict}</translation>
    </message>
    <message>
        <source>Not analysed yet for this seat: press Analyse.</source>
        <translation>Bu yer hələ təhlil edilməyib: Təhlil et düyməsini basın.</translation>
    </message>
    <message>
        <source>No decision of this seat at this step.</source>
        <translation>Bu addımda bu yerin qərarı yoxdur.</translation>
    </message>
    <message>
        <source>Your choice: {choice}</source>
        <translation>Sizin seçiminiz: {choice}</translation>
    </message>
    <message>
        <source>Best choice: {choice}</source>
        <translation>Ən yaxşı seçim: {choice}</translation>
    </message>
    <message>
        <source>Win chance lost: {loss} (± {error})</source>
        <translation>İtirilən qazanma şansı: {loss} (± {error})</translation>
    </message>
    <message>
        <source>Verdict: {verdict} {mark}</source>
        <translation>Hökm: {verdict} {mark}</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): not solved for this card: too many cards were still in the hands.</source>
        <translation>Açıq kartlarla (hər kart məlumdur): bu kart üçün həll edilmədi: əllərdə hələ çox kart var idi.</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): your card was as good as any ({best}).</source>
        <translation>Açıq kartlarla (hər kart məlumdur): kartınız hər hansı biri qədər yaxşı idi ({best}).</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): {best} was better; yours lost {loss} of the chance to win with perfect play.</source>
        <translation>Açıq kartlarla (hər kart məlumdur): {best} daha yaxşı idi; sizinki mükəmməl oyunda qazanma şansından {loss} itirdi.</translation>
    </message>
</context>
<context>
    <name>GameCoach</name>
    <message>
        <source>&amp;Analyse game</source>
        <translation>Oyunu &amp;təhlil et</translation>
    </message>
    <message>
        <source>Analyse every finished hand of this game for your seat (each is kept in your history)</source>
        <translation>Bu oyunun bitmiş hər əlini sizin yeriniz üçün təhlil et (hər biri tarixçənizdə saxlanır)</translation>
    </message>
    <message>
        <source>Accuracy: the share of your decisions (with a real choice) that the coach judged good: within the search&apos;s error of the best choice, or less than 1% of your chance to win the game from it.</source>
        <translation>Dəqiqlik: məşqçinin yaxşı saydığı qərarlarınızın (həqiqi seçimi olanların) payı: ən yaxşı seçimdən axtarışın xətası daxilində və ya oyunu qazanma şansınızdan 1%-dən az fərqlə.</translation>
    </message>
    <message>
        <source>The analysis was cancelled; the hand it was on was not kept.</source>
        <translation>Təhlil ləğv edildi; üzərində işlədiyi əl saxlanmadı.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); the hand it was on was not kept.</source>
        <translation>Təhlili başa çatdırmaq olmadı ({reason}); üzərində işlədiyi əl saxlanmadı.</translation>
    </message>
    <message>
        <source>An analysis could not be kept in your history ({reason}).</source>
        <translation>Bir təhlili tarixçənizdə saxlamaq olmadı ({reason}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; ({analysed} of {hands} hands analysed)</source>
        <translation>&lt;b&gt;Məşqçi&lt;/b&gt; ({hands} əldən {analysed} təhlil edilib)</translation>
    </message>
    <message>
        <source>Decisions: {decisions} · inaccuracies ?!: {inaccuracies} · mistakes ?: {mistakes} · blunders ??: {blunders}</source>
        <translation>Qərarlar: {decisions} · qeyri-dəqiqliklər ?!: {inaccuracies} · səhvlər ?: {mistakes} · kobud səhvlər ??: {blunders}</translation>
    </message>
    <message>
        <source>Accuracy: {accuracy}</source>
        <translation>Dəqiqlik: {accuracy}</translation>
    </message>
    <message>
        <source>Costliest: hand {hand}, step {step}, {choice} ({loss} lost, {verdict} {mark})</source>
        <translation>Ən baha başa gələn: əl {hand}, addım {step}, {choice} ({loss} itirildi, {verdict} {mark})</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Davam et</translation>
    </message>
    <message>
        <source>Carry on exactly where you left off</source>
        <translation>Dayandığınız yerdən davam edin</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Yeni oyun</translation>
    </message>
    <message>
        <source>Put it aside and deal a new game</source>
        <translation>Onu kənara qoyub yeni oyun paylayın</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at hand {number}). Resume it?</source>
        <translation>Davam edən oyununuz var (hesab {us}–{them}, əl {number}). Davam etdirilsin?</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at the start). Resume it?</source>
        <translation>Davam edən oyununuz var (hesab {us}–{them}, başlanğıcda). Davam etdirilsin?</translation>
    </message>
    <message>
        <source>Resume h&amp;ere</source>
        <translation>&amp;Burada davam et</translation>
    </message>
    <message>
        <source>Carry on alone: computers play your friends&apos; seats</source>
        <translation>Tək davam edin: dostlarınızın yerlərində kompüterlər oynayır</translation>
    </message>
    <message>
        <source>H&amp;ost it again</source>
        <translation>Masanı yenidən &amp;aç</translation>
    </message>
    <message>
        <source>Open your table again: your friends take their seats back</source>
        <translation>Masanızı yenidən açın: dostlarınız öz yerlərinə qayıdır</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at hand {number}). Host it again, or carry on alone?</source>
        <translation>Dostlarla davam edən oyununuz var (hesab {us}–{them}, əl {number}). Masanı yenidən açırsınız, yoxsa tək davam edirsiniz?</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at the start). Host it again, or carry on alone?</source>
        <translation>Dostlarla davam edən oyununuz var (hesab {us}–{them}, başlanğıcda). Masanı yenidən açırsınız, yoxsa tək davam edirsiniz?</translation>
    </message>
    <message>
        <source>That game is open in another window: play it there.</source>
        <translation>Həmin oyun başqa pəncərədə açıqdır: onu orada oynayın.</translation>
    </message>
    <message>
        <source>Your game in progress could not be resumed ({problem}). It stays in your Game History; a new game is dealt.</source>
        <translation>Davam edən oyununuzu bərpa etmək mümkün olmadı ({problem}). O, Oyun tarixçənizdə qalır; yeni oyun paylanır.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <comment>a title</comment>
        <translation>Masanı tərk et</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Masanı tərk et</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Qal</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? The table closes for everyone.</source>
        <translation>Davam edən oyun tərk edilsin (əl {number}, hesab {us}–{them})? Masa hamı üçün bağlanacaq.</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? A computer plays your seat from then on.</source>
        <translation>Davam edən oyun tərk edilsin (əl {number}, hesab {us}–{them})? Bundan sonra yerinizdə kompüter oynayacaq.</translation>
    </message>
    <message>
        <source>New game</source>
        <comment>a title</comment>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Yarımçıq burax</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Oynamağa davam et</translation>
    </message>
    <message>
        <source>Abandon the game in progress (hand {number}, score {us}–{them})? It stays in your Game History, marked abandoned.</source>
        <translation>Davam edən oyun yarımçıq buraxılsın (əl {number}, hesab {us}–{them})? O, Oyun tarixçənizdə «yarımçıq qaldı» qeydi ilə qalacaq.</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>Ortaq masada heç nə geri alına bilməz: digərləri artıq görüb.</translation>
    </message>
    <message>
        <source>Taken back: your last decision and the replies after it.</source>
        <translation>Geri alındı: son qərarınız və ondan sonrakı cavablar.</translation>
    </message>
    <message>
        <source>Hand {number} is over.</source>
        <translation>Əl {number} bitdi.</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Əl {number}</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Növbəti əl</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>Oyunu {name} qazanır</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Oyunu siz qazanırsınız</translation>
    </message>
    <message>
        <source>{side} win the game</source>
        <translation>Oyunu {side} qazanır</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Oyunu siz qazandınız!</translation>
    </message>
    <message>
        <source>You &amp; {partner} win the game!</source>
        <translation>Oyunu siz və {partner} qazandınız!</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Yeni oyun…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanş</translation>
    </message>
    <message>
        <source>H&amp;ost again…</source>
        <translation>Masanı yenidən &amp;aç…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Masaya &amp;qoşul…</translation>
    </message>
</context>
<context>
    <name>GuestLink</name>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>Əlaqə kəsildi: yenidən qoşulursunuz…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>Yenidən qoşuldunuz.</translation>
    </message>
    <message>
        <source>Joining again with the new code…</source>
        <translation>Yeni kodla yenidən qoşulursunuz…</translation>
    </message>
    <message>
        <source>Reconnecting to {address}…</source>
        <translation>{address} ünvanına yenidən qoşulursunuz…</translation>
    </message>
    <message>
        <source>the internet</source>
        <translation>internet</translation>
    </message>
    <message>
        <source>{reason}…</source>
        <translation>{reason}…</translation>
    </message>
    <message>
        <source>No answer from a table at {address}.</source>
        <translation>{address} ünvanındakı masadan cavab yoxdur.</translation>
    </message>
    <message>
        <source>The connection to {address} ended before you were seated ({reason}).</source>
        <translation>Siz oturana qədər {address} ilə əlaqə kəsildi ({reason}).</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>Siz masaya qayıtdınız.</translation>
    </message>
    <message>
        <source>Your old seat is not yours at this table: joining afresh…</source>
        <translation>Bu masada köhnə yeriniz artıq sizin deyil: yenidən qoşulursunuz…</translation>
    </message>
    <message>
        <source>The table said no: {message}.</source>
        <translation>Masa rədd etdi: {message}.</translation>
    </message>
</context>
<context>
    <name>GuestSession</name>
    <message>
        <source>Something the table sent could not be shown ({reason}).</source>
        <translation>Masanın göndərdiyi nəsə göstərilə bilmədi ({reason}).</translation>
    </message>
    <message>
        <source>The record of hand {number} could not be read ({reason}).</source>
        <translation>Əl {number}: yazı oxuna bilmədi ({reason}).</translation>
    </message>
    <message>
        <source>The game is over: {score}.</source>
        <translation>Oyun bitdi: {score}.</translation>
    </message>
    <message>
        <source>You took too long: your computer played that for you.</source>
        <translation>Çox gecikdiniz: bu gedişi sizin yerinizə kompüter etdi.</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Lütfən, saniyədə ən çox bir ifadə.</translation>
    </message>
    <message>
        <source>The table said: {message}.</source>
        <translation>Masa bildirdi: {message}.</translation>
    </message>
    <message>
        <source>Waiting for the others to be ready for the next hand…</source>
        <translation>Digərlərinin növbəti ələ hazır olması gözlənilir…</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>Ortaq masada heç nə geri alına bilməz: digərləri artıq görüb.</translation>
    </message>
</context>
<context>
    <name>HandReviewWindow</name>
    <message>
        <source>Step through the hand</source>
        <translation>Əli addım-addım izləyin</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>İlk addım (Home)</translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation>Bir addım geri (sol ox)</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>Növbəti addım (sağ ox)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Son addım (End)</translation>
    </message>
    <message>
        <source>Steps of the hand (Left/Right arrows, Home, End)</source>
        <translation>Əlin addımları (sol/sağ oxlar, Home, End)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>İxrac et…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>İdxal et…</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Qovluğu göstər</translation>
    </message>
    <message>
        <source>Save this hand as an allfours-hand/1 record</source>
        <translation>Bu əli allfours-hand/1 yazısı kimi saxla</translation>
    </message>
    <message>
        <source>Step {step} of {steps}. {text}</source>
        <translation>Addım {step}/{steps}. {text}</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} oxuna bilmədi: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a valid All Fours hand record: {reason}</source>
        <translation>{file} düzgün All Fours əl yazısı deyil: {reason}</translation>
    </message>
    <message>
        <source>Hand from {file}</source>
        <translation>Fayldakı əl: {file}</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Əli ixrac et</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Əl yazıları (*.json)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Saxlanıldı: {path}</translation>
    </message>
    <message>
        <source>Open {folder}</source>
        <translation>Aç: {folder}</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Əli idxal et</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Us</source>
        <translation>Biz</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Onlar</translation>
    </message>
    <message>
        <source>Hand {number} (in progress)</source>
        <translation>Əl {number} (davam edir)</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Əl {number}</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Hesab tarixçəsi</translation>
    </message>
    <message>
        <source>No history is kept in this session.</source>
        <translation>Bu seansda tarixçə saxlanmır.</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>Tarixçəniz oxunur…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>asan</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>orta</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>çətin</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>ekspert</translation>
    </message>
    <message>
        <source>friends</source>
        <translation>dostlar</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Açılan kart</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Yüksək</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Aşağı</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jek</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>we begged: given one</source>
        <translation>biz xahiş etdik: bir xal verildi</translation>
    </message>
    <message>
        <source>we begged: pack run</source>
        <translation>biz xahiş etdik: yeni kozır açıldı</translation>
    </message>
    <message>
        <source>they begged: given one</source>
        <translation>onlar xahiş etdi: bir xal verildi</translation>
    </message>
    <message>
        <source>they begged: pack run</source>
        <translation>onlar xahiş etdi: yeni kozır açıldı</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>ikiliklər</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>üçlüklər</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>dördlüklər</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>beşliklər</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>altılıqlar</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>yeddiliklər</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>səkkizliklər</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>doqquzluqlar</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>onluqlar</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jeklər</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>kraliçalar</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>krallar</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>aslar</translation>
    </message>
    <message>
        <source>{name} (a friend)</source>
        <translation>{name} (dost)</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{choices} or {last}</source>
        <translation>{choices} və ya {last}</translation>
    </message>
    <message>
        <source>{team} won {score}</source>
        <translation>{team} qazandı, {score}</translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation>{score} hesabında yarımçıq qaldı</translation>
    </message>
    <message>
        <source>in progress, {score}</source>
        <translation>davam edir, {score}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Oynanan oyunlar</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Qazanılan oyunlar</translation>
    </message>
    <message>
        <source>{won} ({rate})</source>
        <translation>{won} ({rate})</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Oynanan əllər</translation>
    </message>
    <message>
        <source>Hands won on points</source>
        <translation>Xalla qazanılan əllər</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>rəqiblər: {opponents}</translation>
    </message>
    <message>
        <source>{rank}: {count}</source>
        <translation>{rank}: {count}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>hələ yoxdur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Növlər üzrə xallar</translation>
    </message>
    <message>
        <source>for</source>
        <translation>bizim</translation>
    </message>
    <message>
        <source>against</source>
        <translation>onların</translation>
    </message>
    <message>
        <source>Hang jacks made: &lt;b&gt;{made}&lt;/b&gt;, suffered: &lt;b&gt;{suffered}&lt;/b&gt;</source>
        <translation>Asdığımız jeklər: &lt;b&gt;{made}&lt;/b&gt;, asılan jeklərimiz: &lt;b&gt;{suffered}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Begging</source>
        <translation>Xahişlər</translation>
    </message>
    <message>
        <source>Kicks that scored: {kicks}</source>
        <translation>Xal gətirən açılan kartlar: {kicks}</translation>
    </message>
    <message>
        <source>Average card points per hand: &lt;b&gt;{ours}&lt;/b&gt; for, &lt;b&gt;{theirs}&lt;/b&gt; against</source>
        <translation>Əl başına orta kart xalı: bizim &lt;b&gt;{ours}&lt;/b&gt;, onların &lt;b&gt;{theirs}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Diler</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Kozır</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Xahiş</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Hesab</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Əlin nömrəsi</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>Kim payladı</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Kozır</translation>
    </message>
    <message>
        <source>Points for the kick (the card turned up)</source>
        <translation>Açılan kart (üzü yuxarı çevrilən kart) üçün xallar</translation>
    </message>
    <message>
        <source>First hand stood, or begged and the dealer gave one or ran the pack</source>
        <translation>Birinci əl durdu, ya da xahiş etdi və diler bir xal verdi və ya yeni kozır açdı</translation>
    </message>
    <message>
        <source>High: the highest trump out, and who held it</source>
        <translation>Yüksək: oyundakı ən yüksək kozır və kimdə olduğu</translation>
    </message>
    <message>
        <source>Low: the lowest trump out, and who held it</source>
        <translation>Aşağı: oyundakı ən aşağı kozır və kimdə olduğu</translation>
    </message>
    <message>
        <source>The jack of trumps: who won it</source>
        <translation>Kozır jeki: kimin aldığı</translation>
    </message>
    <message>
        <source>Game: the most card points</source>
        <translation>Oyun: ən çox kart xalı</translation>
    </message>
    <message>
        <source>The score after the hand</source>
        <translation>Əldən sonrakı hesab</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>sayılmadı</translation>
    </message>
    <message>
        <source>The game was won earlier in this hand: points after the winning one are not counted.</source>
        <translation>Oyun bu əldə daha əvvəl qazanıldı: qələbə xalından sonrakı xallar sayılmır.</translation>
    </message>
    <message>
        <source>Double-click to review this hand</source>
        <translation>Bu əlin təhlili üçün iki dəfə klikləyin</translation>
    </message>
    <message>
        <source>took one ({team})</source>
        <translation>birini götürdü ({team})</translation>
    </message>
    <message>
        <source>ran the pack</source>
        <translation>yeni kozır açdı</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>durdu</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>paylanmayıb</translation>
    </message>
    <message>
        <source>Hang jack! {team} {points}</source>
        <translation>Jek asıldı! {team} {points}</translation>
    </message>
    <message>
        <source>tie ({totals})</source>
        <translation>bərabər ({totals})</translation>
    </message>
    <message>
        <source>{team} {points} ({totals}, tie)</source>
        <translation>{team} {points} ({totals}, bərabər)</translation>
    </message>
    <message>
        <source>the disk is full — free some space; nothing is saved until then</source>
        <translation>disk doludur — bir az yer boşaldın; o vaxta qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>the history file or its folder may not be written (it is read-only, or another user&apos;s) — nothing is saved until it may</source>
        <translation>tarixçə faylına və ya onun qovluğuna yazmaq olmaz (yalnız oxunandır və ya başqa istifadəçinindir) — icazə verilənə qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>another program is holding the history file — nothing is saved until it lets go</source>
        <translation>başqa proqram tarixçə faylını tutub — onu buraxana qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>the history file cannot be opened for writing (it or its folder is read-only, or another user&apos;s) — nothing is saved until it can</source>
        <translation>tarixçə faylını yazmaq üçün açmaq olmur (o və ya qovluğu yalnız oxunandır, ya da başqa istifadəçinindir) — bu mümkün olana qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing the history file — nothing is saved until it works again</source>
        <translation>disk tarixçə faylını oxuyarkən və ya yazarkən xəta bildirdi — yenidən işləyənə qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>a folder has the history file&apos;s name ({path}) — move or rename it; nothing is saved until then</source>
        <translation>bir qovluq tarixçə faylının adını daşıyır ({path}) — onu köçürün və ya adını dəyişin; o vaxta qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>the history file could not be used ({problem}) — nothing is saved until it can</source>
        <translation>tarixçə faylından istifadə etmək mümkün olmadı ({problem}) — mümkün olana qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>the history file gave an error ({problem})</source>
        <translation>tarixçə faylı xəta verdi ({problem})</translation>
    </message>
    <message>
        <source>The game of {date}</source>
        <translation>{date} tarixli oyun</translation>
    </message>
    <message>
        <source>A game in your history</source>
        <translation>Tarixçənizdəki bir oyun</translation>
    </message>
    <message>
        <source>The unfinished game of {date}</source>
        <translation>{date} tarixli yarımçıq oyun</translation>
    </message>
    <message>
        <source>An unfinished game in your history</source>
        <translation>Tarixçənizdəki yarımçıq bir oyun</translation>
    </message>
    <message>
        <source>the game of {date}</source>
        <translation>{date} tarixli oyunun</translation>
    </message>
    <message>
        <source>a game in your history</source>
        <translation>Tarixçənizdəki bir oyunun</translation>
    </message>
    <message>
        <source>a game missing from your history</source>
        <translation>Tarixçənizdə olmayan bir oyunun</translation>
    </message>
    <message>
        <source>Hand {number} of {game}</source>
        <translation>{game} {number} nömrəli əli</translation>
    </message>
    <message>
        <source>A hand of {game}</source>
        <translation>{game} bir əli</translation>
    </message>
    <message>
        <source>Your game history could not be read; it was kept as {path} and a new history was started.</source>
        <translation>Oyun tarixçənizi oxumaq mümkün olmadı; o, {path} kimi saxlanıldı və yeni tarixçə başladıldı.</translation>
    </message>
    <message>
        <source>Part of your game history (its write-ahead log) could not be read, and SQLite passes over such a part: a copy of it was kept as {path}.</source>
        <translation>Oyun tarixçənizin bir hissəsini (əvvəlcədən yazma jurnalını) oxumaq mümkün olmadı və SQLite belə hissəni nəzərə almır: onun surəti {path} kimi saxlanıldı.</translation>
    </message>
    <message>
        <source>the history file could not be read ({problem}), and could not be set aside ({error}) — nothing is saved until it can</source>
        <translation>tarixçə faylını oxumaq mümkün olmadı ({problem}), onu kənara qoymaq da alınmadı ({error}) — mümkün olana qədər heç nə saxlanılmır</translation>
    </message>
    <message>
        <source>{name} is damaged and is left out of your history; it could not be set aside ({problem}), so it stays in {path}.</source>
        <translation>{name} zədələnib və tarixçənizdə göstərilmir; onu kənara qoymaq mümkün olmadı ({problem}), ona görə də {path} faylında qalır.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its 1 hand, in {folder}.</source>
        <translation>{name} zədələnmişdi və 1 əli ilə birlikdə {folder} qovluğunda kənara qoyuldu.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its {count} hands, in {folder}.</source>
        <translation>{name} zədələnmişdi və {count} əli ilə birlikdə {folder} qovluğunda kənara qoyuldu.</translation>
    </message>
    <message>
        <source>{name} was set aside in {folder}.</source>
        <translation>{name} {folder} qovluğunda kənara qoyuldu.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history, but the game can no longer be resumed.</source>
        <translation>{name} zədələnmişdi və {folder} qovluğunda kənara qoyuldu; oyunun digər əlləri hələ də tarixçənizdədir, lakin oyunu artıq davam etdirmək olmaz.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history.</source>
        <translation>{name} zədələnmişdi və {folder} qovluğunda kənara qoyuldu; oyunun digər əlləri hələ də tarixçənizdədir.</translation>
    </message>
    <message>
        <source>{name} could not be restored ({reason}), so it can no longer be resumed; its hands are still in your history.</source>
        <translation>{name} bərpa oluna bilmədi ({reason}), ona görə də artıq davam etdirilə bilməz; onun əlləri hələ də tarixçənizdədir.</translation>
    </message>
    <message>
        <source>hand {number} is missing</source>
        <translation>{number} nömrəli əl çatışmır</translation>
    </message>
    <message>
        <source>hand {number} was played to other rules</source>
        <translation>{number} nömrəli əl başqa qaydalarla oynanılıb</translation>
    </message>
    <message>
        <source>its first dealer or dealing method is missing</source>
        <translation>onun ilk dileri və ya paylama üsulu çatışmır</translation>
    </message>
    <message>
        <source>its last hand already won the game</source>
        <translation>onun son əli oyunu artıq udub</translation>
    </message>
    <message>
        <source>The coach&apos;s analysis of hand {number}</source>
        <translation>Məşqçinin {number} nömrəli əl təhlili</translation>
    </message>
    <message>
        <source>A coach&apos;s analysis of a hand</source>
        <translation>Məşqçinin bir əl təhlili</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the hand can be analysed again.</source>
        <translation>{name} zədələnmişdi və {folder} qovluğunda kənara qoyuldu; əli yenidən təhlil etmək olar.</translation>
    </message>
    <message>
        <source>The game saved in {path} could not be taken into your history ({problem}); the file was left as it is.</source>
        <translation>{path} faylında saxlanılan oyunu tarixçənizə götürmək mümkün olmadı ({problem}); fayl olduğu kimi qaldı.</translation>
    </message>
    <message>
        <source>The game you saved in {path} is in your history again.</source>
        <translation>{path} faylında saxladığınız oyun yenidən tarixçənizdədir.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved ({path}) could not be used ({problem}), nor set aside ({error}); it was left as it is.</source>
        <translation>Hələ saxlanılmamış qərarlar faylından ({path}) istifadə etmək mümkün olmadı ({problem}), onu kənara qoymaq da alınmadı ({error}); olduğu kimi qaldı.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved could not be used ({problem}); it was kept as {path}.</source>
        <translation>Hələ saxlanılmamış qərarlar faylından istifadə etmək mümkün olmadı ({problem}); o, {path} kimi saxlanıldı.</translation>
    </message>
    <message>
        <source>Decisions of your last game that could not be saved when it was played ({count}) are now in your history.</source>
        <translation>Son oyununuzun oynanarkən saxlanıla bilməyən qərarları ({count}) indi tarixçənizdədir.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation>Oyun tarixçəsi</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Oyunlar</translation>
    </message>
    <message>
        <source>&amp;Hands (double-click or Enter to review)</source>
        <translation>&amp;Əllər (təhlil üçün iki dəfə klikləyin və ya Enter basın)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Əllər</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Tarixçənizi oxumaq mümkün olmadı: {reason}</translation>
    </message>
    <message>
        <source>No games in your history yet.</source>
        <translation>Tarixçənizdə hələ oyun yoxdur.</translation>
    </message>
    <message>
        <source>Hand {number}: in progress, {score}</source>
        <translation>Əl {number}: davam edir, {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress, {score}</source>
        <translation>Əl {number} (diler: {dealer}): davam edir, {score}</translation>
    </message>
    <message>
        <source>Hand {number}: in progress</source>
        <translation>Əl {number}: davam edir</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress</source>
        <translation>Əl {number} (diler: {dealer}): davam edir</translation>
    </message>
    <message>
        <source>Hand {number}: {score}, {team} won the game</source>
        <translation>Əl {number}: {score}, oyunu {team} qazandı</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}, {team} won the game</source>
        <translation>Əl {number} (diler: {dealer}): {score}, oyunu {team} qazandı</translation>
    </message>
    <message>
        <source>Hand {number}: {score}</source>
        <translation>Əl {number}: {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}</source>
        <translation>Əl {number} (diler: {dealer}): {score}</translation>
    </message>
</context>
<context>
    <name>Host</name>
    <message>
        <source>Off: wait for ever</source>
        <translation>Qeyri-aktiv: sonsuz gözlə</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 saniyə</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 dəqiqə</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <translation>2 dəqiqə</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 dəqiqə</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Masa aç</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Dost</translation>
    </message>
    <message>
        <source>A friend takes this seat from their own computer</source>
        <translation>Bu yerdə dostunuz öz kompüterindən oynayır</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Masa ({name})</translation>
    </message>
    <message>
        <source>All Fours table</source>
        <translation>All Fours masası</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Masanın kodu</translation>
    </message>
    <message>
        <source>Friends type this code to sit down at your table</source>
        <translation>Dostlarınız masanıza oturmaq üçün bu kodu yazır</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>&amp;Yeni kod</translation>
    </message>
    <message>
        <source>Let computers on this network &amp;find the table</source>
        <translation>&amp;Bu şəbəkədəki kompüterlər masanı tapa bilsin</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>Bu şəbəkədə</translation>
    </message>
    <message>
        <source>Over the internet</source>
        <translation>İnternet üzərindən</translation>
    </message>
    <message>
        <source>Over the internet, each friend&apos;s seat gets its own code to send them; nobody needs an account</source>
        <translation>İnternet üzərindən hər dostun yeri ona göndəriləcək öz kodunu alır; heç kimə hesab lazım deyil</translation>
    </message>
    <message>
        <source>Friends &amp;join</source>
        <translation>Dostlar ne&amp;cə qoşulur</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Ad</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>&amp;Kod</translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>T&amp;ime to decide</source>
        <translation>Qərar &amp;vaxtı</translation>
    </message>
    <message>
        <source>Th&amp;e table</source>
        <translation>&amp;Masa</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Masanı a&amp;ç</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>istənilən boş port</translation>
    </message>
    <message>
        <source>If this port is in use, another free one is chosen</source>
        <translation>Bu port məşğuldursa, başqa boş port seçilir</translation>
    </message>
    <message>
        <source>A friend who does not answer in time has that decision played by their computer; everyone sees the countdown</source>
        <translation>Vaxtında cavab verməyən dostun əvəzinə həmin qərarı kompüter verir; geri sayımı hamı görür</translation>
    </message>
    <message>
        <source>Once the table is open, each friend&apos;s seat gets its own code (like 7-guitarist-revenge): send it to that friend, who chooses Game → Join a Table… → over the internet and types it. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Masa açılanda hər dostun yeri öz kodunu alır (məsələn 7-guitarist-revenge): onu həmin dosta göndərin; o, Oyun → Masaya qoşul… → internet üzərindən seçir və kodu yazır. Dost üçün saxladığınız yerlərdə kimsə oturana qədər kompüter oynayır.</translation>
    </message>
    <message>
        <source>Friends choose Game → Join a Table… on their own computer, pick your table (or type its address) and type this code. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Dostlarınız öz kompüterlərində Oyun → Masaya qoşul… seçir, masanızı seçir (və ya ünvanını yazır) və bu kodu daxil edir. Dost üçün saxladığınız yerlərdə kimsə oturana qədər kompüter oynayır.</translation>
    </message>
    <message>
        <source>Your friend&apos;s own name shows when they sit down</source>
        <translation>Dostunuz oturanda onun öz adı görünür</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>Adınızı yazın: dostlarınız onu masada görür.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation>Dost üçün ən azı bir yer seçin.</translation>
    </message>
    <message>
        <source>The table needs a code (letters or digits) for your friends to type.</source>
        <translation>Masanın dostlarınızın yazacağı kodu (hərflər və ya rəqəmlər) olmalıdır.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Masaya qoşul</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Masalar axtarılır…</translation>
    </message>
    <message>
        <source>the host&apos;s address, like 192.168.1.20:41414</source>
        <translation>ev sahibinin ünvanı, məsələn 192.168.1.20:41414</translation>
    </message>
    <message>
        <source>the code the host gave you</source>
        <translation>ev sahibinin sizə verdiyi kod</translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation>digərləri sizi bu adla görəcək</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <translation>&amp;Bu şəbəkədəki masalar</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Ünvan</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>&amp;Kod</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>&amp;Adınız</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Yer</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Qoşul</translation>
    </message>
    <message>
        <source>A table over the &amp;internet (the host sent you a code)</source>
        <translation>&amp;İnternet üzərindən masa (ev sahibi sizə kod göndərib)</translation>
    </message>
    <message>
        <source>like 7-guitarist-revenge</source>
        <translation>məsələn 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code your host sent for your seat: with or without dashes; Tab completes a word</source>
        <translation>Ev sahibinin yeriniz üçün göndərdiyi kod: tireli və ya tiresiz; Tab sözü tamamlayır</translation>
    </message>
    <message>
        <source>A table on this net&amp;work</source>
        <translation>Bu şəbəkədəki &amp;masa</translation>
    </message>
    <message>
        <source>The &amp;host&apos;s code</source>
        <translation>Ev sahibinin &amp;kodu</translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation>&amp;Adınız</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>İstənilən boş yer</translation>
    </message>
    <message>
        <source>Seat {number} ({place}): yours, take it back</source>
        <translation>Yer {number} ({place}): sizindir, geri alın</translation>
    </message>
    <message>
        <source>Seat {number} ({place})</source>
        <translation>Yer {number} ({place})</translation>
    </message>
    <message>
        <source>{name} — {players} players, a free seat ({address})</source>
        <translation>{name} — {players} oyunçu, bir boş yer ({address})</translation>
    </message>
    <message numerus="yes">
        <source>{name} — {players} players, %n free seats ({address})</source>
        <translation>
            <numerusform>{name} — {players} oyunçu, %n boş yer ({address})</numerusform>
            <numerusform>{name} — {players} oyunçu, %n boş yer ({address})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a table, or type the host&apos;s address below.</source>
        <translation>Masa seçin və ya aşağıda ev sahibinin ünvanını yazın.</translation>
    </message>
    <message>
        <source>Type the code your host sent you, like 7-guitarist-revenge.</source>
        <translation>Ev sahibinin sizə göndərdiyi kodu yazın, məsələn 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (like 192.168.1.20:41414), or pick a table.</source>
        <translation>Ev sahibinin ünvanını yazın (məsələn 192.168.1.20:41414) və ya masa seçin.</translation>
    </message>
    <message>
        <source>Type the table&apos;s code: the host can tell you.</source>
        <translation>Masanın kodunu yazın: onu ev sahibi deyə bilər.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Adınızı yazın: digərləri onu masada görür.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>New to All Fours? A short guided hand at this table shows how it is played.</source>
        <translation>All Fours oyununda yenisiniz? Bu masada qısa, bələdçili bir əl oyunun necə oynandığını göstərir.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Oynamağı ö&amp;yrən</translation>
    </message>
    <message>
        <source>A guided hand, one idea at a time</source>
        <translation>Bələdçili bir əl, hər dəfə bir fikir</translation>
    </message>
    <message>
        <source>&amp;Deal a game</source>
        <translation>&amp;Dərhal oyna</translation>
    </message>
    <message>
        <source>Start a game straight away</source>
        <translation>Oyuna dərhal başlayın</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Açılan kart</translation>
    </message>
    <message>
        <source>{dealer} dealt six cards each and turned up the next one: the kick, {kick}. Its suit, {suit}, is trumps for now. A kick scores at once for the dealer&apos;s side (an ace 1, a six 2, a jack 3), so {side} have 2 points.</source>
        <translation>Diler {dealer} hər kəsə altı kart payladı və növbəti kartı açdı. Açılan kart: {kick}. Onun mastı ({suit}) hələlik kozırdır. Açılan kart dilerin komandasına dərhal xal gətirir (as 1, altılıq 2, jek 3), buna görə {side}: 2 xal.</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Dur, yoxsa xahiş et</translation>
    </message>
    <message>
        <source>You sit on the dealer&apos;s right, so you are first hand: stand and play with {suit} as trumps, or beg for a change. Your only trump is {card}, a weak hand. Press “I beg”.</source>
        <translation>Siz dilerin sağında oturursunuz, buna görə birinci əlsiniz: ya durub {suit} kozır olmaqla oynayırsınız, ya da dəyişiklik üçün xahiş edirsiniz. Yeganə kozırınız: {card}, zəif əl. «Xahiş edirəm» düyməsini basın.</translation>
    </message>
    <message>
        <source>Take one or run the pack</source>
        <translation>«Birini götür», yoxsa yeni kozır</translation>
    </message>
    <message>
        <source>The dealer answers a beg. “Take one” gives your side 1 point and {suit} stay trumps; or the dealer runs the pack: three more cards each and a new kick. Watch {dealer} run it.</source>
        <translation>Xahişə diler cavab verir. «Birini götür» desə, komandanız 1 xal alır və {suit} kozır qalır; ya da diler yeni kozır açır: hər kəsə daha üç kart və yeni açılan kart. Baxın, {dealer} yeni kozır açır.</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>İlk kart</translation>
    </message>
    <message>
        <source>The new kick is {kick}: a new suit, so {suit} are trumps now (an eight scores nothing). As first hand you lead the first trick, and any card may be led. Lead {card}.</source>
        <translation>Yeni açılan kart: {kick}. Mast dəyişdi, buna görə indi kozır: {suit} (səkkizlik xal gətirmir). Birinci əl kimi ilk fəndə siz başlayırsınız və istənilən kartla başlamaq olar. Bu kartla başlayın: {card}.</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Masta uyun</translation>
    </message>
    <message>
        <source>{name} led {suit}. You hold one, so you must follow suit or play a trump: the cards you may not play are dimmed. Play {card}.</source>
        <translation>{name} {suit} ilə başladı. Sizdə bu mastdan kart var, buna görə eyni mastdan və ya kozır oynamalısınız: oynaya bilmədiyiniz kartlar solğundur. Bu kartı oynayın: {card}.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Kozır vurun</translation>
    </message>
    <message>
        <source>{partner} led {suit} and {dealer} played {high}. You hold no {suit}, so you may play any card, and a trump beats every card of another suit. Trump with {card} and take the trick.</source>
        <translation>{partner} {suit} ilə başladı, {dealer} isə bu kartı oynadı: {high}. Sizdə bu mast yoxdur, buna görə istənilən kartı oynaya bilərsiniz və kozır başqa mastın istənilən kartını kəsir. Kozır vurun: {card}, fənd sizin olsun.</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Asılmış jek</translation>
    </message>
    <message>
        <source>Lead {card}, the highest trump. When a trump is led, everyone must play a trump if they can. If an opponent has to give up the jack of trumps to your side, that is Hang Jack: 3 points instead of 1.</source>
        <translation>Ən yüksək kozırla başlayın: {card}. Kozırla başlananda hər kəs, əgər varsa, kozır oynamalıdır. Rəqib kozır jekini sizin komandaya verməli olsa, bu Asılmış jekdir: 1 yox, 3 xal.</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Əli sona qədər oynayın</translation>
    </message>
    <message>
        <source>Hang Jack! {name} had to play the jack and your ace took it: 3 points to your side when the hand is scored. Now play out the hand: each time, play the card with the yellow ring.</source>
        <translation>Asılmış jek! {name} jeki oynamalı oldu və sizin as onu aldı: əl hesablananda komandanıza 3 xal. İndi əli sona qədər oynayın: hər dəfə sarı halqalı kartı oynayın.</translation>
    </message>
    <message>
        <source>High, Low, Jack and Game</source>
        <translation>Yüksək, Aşağı, Jek və Oyun</translation>
    </message>
    <message>
        <source>The hand is scored. High: 1 to the side dealt the highest trump (your ace). Low: 1 to the side dealt the lowest ({dealer}&apos;s two), whoever took it. Jack: 1 to the side that wins it, or 3 when hanged. Game: in the tricks won, an ace counts 4, a king 3, a queen 2, a jack 1 and a ten 10; the higher total scores 1.</source>
        <translation>Əl hesablanır. Yüksək: ən yüksək kozır paylanan komandaya 1 (sizin as). Aşağı: ən aşağı kozır paylanan komandaya 1 (ikilik, {dealer}), fəndi kim alsa da. Jek: onu qazanan komandaya 1, asılıbsa 3. Oyun: qazanılan fəndlərdə as 4, kral 3, kraliça 2, jek 1, onluq 10 sayılır; cəmi çox olan 1 alır.</translation>
    </message>
    <message>
        <source>Ready to play</source>
        <translation>Oynamağa hazırsınız</translation>
    </message>
    <message>
        <source>That is a hand of All Fours. The score carries on from hand to hand, the deal passes to the right, and the first side to reach 14 wins. In a game, H gives a hint and F1 shows the rules.</source>
        <translation>Bu, All Fours oyununda bir əldir. Hesab əldən ələ davam edir, paylama sağa keçir və 14-ə ilk çatan komanda qalib gəlir. Oyunda H məsləhət verir, F1 isə qaydaları göstərir.</translation>
    </message>
    <message>
        <source>You may not play {card} now: {suit} were led and you hold one, so you must follow suit or play a trump.</source>
        <translation>İndi {card} oynaya bilməzsiniz: {suit} ilə başlanıb və sizdə bu mastdan kart var, buna görə eyni mastdan və ya kozır oynamalısınız.</translation>
    </message>
    <message>
        <source>No need for {card}: {name}&apos;s {winning} already takes this trick for your side, and a trump spent on it is wasted.</source>
        <translation>{card} lazım deyil: {name} tərəfindən oynanan {winning} bu fəndi artıq sizin komandaya alır və ona xərclənən kozır boşa gedir.</translation>
    </message>
    <message>
        <source>Playing {card} would not win the trick: {name}&apos;s {winning} would still take it.</source>
        <translation>{card} oynasanız, fəndi almazsınız: {name} tərəfindən oynanan {winning} onu yenə də alardı.</translation>
    </message>
    <message>
        <source>Playing {card} would take the trick too, but it counts {points} for Game: win with a card worth less and keep it.</source>
        <translation>{card} da fəndi alardı, amma Oyun üçün {points} sayılır: daha az dəyərli kartla qazanın və onu saxlayın.</translation>
    </message>
    <message>
        <source>Lead a trump here, not {card}: when a trump is led, everyone must play a trump if they can.</source>
        <translation>Burada {card} ilə yox, kozırla başlayın: kozırla başlananda hər kəs, əgər varsa, kozır oynamalıdır.</translation>
    </message>
    <message>
        <source>Lead your highest trump, not {card}: a higher trump could still beat it.</source>
        <translation>{card} ilə yox, ən yüksək kozırınızla başlayın: daha yüksək kozır onu yenə də keçə bilər.</translation>
    </message>
    <message>
        <source>Keep {card}: it is a trump, and trumps take tricks later. Lead a card of another suit.</source>
        <translation>{card} saxlayın: o kozırdır, kozırlar isə sonra fənd alır. Başqa mastdan kartla başlayın.</translation>
    </message>
    <message>
        <source>Keep {card}: it is the only card of its suit you hold, to follow suit when that suit is led.</source>
        <translation>{card} saxlayın: bu, sizdə o mastdan olan yeganə kartdır; o mastla başlananda eyni mastdan oynamaq üçün lazımdır.</translation>
    </message>
    <message>
        <source>Keep {card} for later: it is high in its suit. Lead a low card of that suit first.</source>
        <translation>{card} sonraya saxlayın: o, öz mastında yüksəkdir. Əvvəlcə həmin mastdan aşağı kartla başlayın.</translation>
    </message>
    <message>
        <source>Keep {card} for later: this lesson plays another card first.</source>
        <translation>{card} sonraya saxlayın: bu dərsdə əvvəlcə başqa kart oynanır.</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>Əvvəlcə bu addımı oxuyun, sonra «Növbəti» düyməsini basın.</translation>
    </message>
    <message>
        <source>You could stand, but this lesson shows a beg: press “I beg”.</source>
        <translation>Dura bilərdiniz, amma bu dərs xahişi göstərir: «Xahiş edirəm» düyməsini basın.</translation>
    </message>
    <message>
        <source>Not that card: this step plays {card}, the one with the yellow ring.</source>
        <translation>O kart yox: bu addımda oynanan kart {card}, sarı halqalı kartdır.</translation>
    </message>
    <message>
        <source>Play {card}, the one with the yellow ring.</source>
        <translation>Bu kartı oynayın: {card}, sarı halqalı kart.</translation>
    </message>
    <message>
        <source>You took the trick with {card}.</source>
        <translation>Fəndi {card} ilə siz aldınız.</translation>
    </message>
    <message>
        <source>{name} took the trick with {card}.</source>
        <translation>Fəndi {card} ilə {name} aldı.</translation>
    </message>
    <message>
        <source>Bac&amp;k</source>
        <translation>Ge&amp;ri</translation>
    </message>
    <message>
        <source>The step before, from where it began</source>
        <translation>Əvvəlki addım, başladığı yerdən</translation>
    </message>
    <message>
        <source>Ski&amp;p lesson</source>
        <translation>Dərsi &amp;atla</translation>
    </message>
    <message>
        <source>Leave the lesson and deal a real game</source>
        <translation>Dərsi bitirib əsl oyuna başlayın</translation>
    </message>
    <message>
        <source>&amp;Start a real game</source>
        <translation>Əsl oyuna &amp;başla</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Növbəti</translation>
    </message>
    <message>
        <source>Lesson step {number} of {count}</source>
        <translation>Dərs: addım {number} / {count}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Dərs: {title}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Asan</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Çətin</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>South</source>
        <translation>Cənub</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Şərq</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Şimal</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Qərb</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Sağ</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Tərəfdaş</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rəqib</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>1 wrong code from {address}.</source>
        <translation>{address} ünvanından 1 səhv kod.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}.</source>
        <translation>
            <numerusform>{address} ünvanından %n səhv kod.</numerusform>
            <numerusform>{address} ünvanından %n səhv kod.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 wrong code from {address}</source>
        <translation>{address} ünvanından 1 səhv kod</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}</source>
        <translation>
            <numerusform>{address} ünvanından %n səhv kod</numerusform>
            <numerusform>{address} ünvanından %n səhv kod</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Yer {number}</translation>
    </message>
    <message>
        <source>Join my All Fours table: open All Fours, choose Game → Join a Table… → over the internet, and type {code}</source>
        <translation>All Fours masama qoşul: All Fours proqramını aç, Oyun → Masaya qoşul… → internet üzərindən seç və bunu yaz: {code}</translation>
    </message>
    <message>
        <source>Send each friend the code for their seat (Copy gives you the line to send). A code works once: a friend who comes back later gets a new one.</source>
        <translation>Hər dosta öz yerinin kodunu göndərin (kopyalama düyməsi göndəriləcək sətri verir). Kod bir dəfə işləyir: sonra qayıdan dost yeni kod alır.</translation>
    </message>
    <message>
        <source>{place}: making a code…</source>
        <translation>{place}: kod hazırlanır…</translation>
    </message>
    <message>
        <source>The invitation for {place} is copied: paste it into a message to your friend.</source>
        <translation>{place} üçün dəvət kopyalandı: onu dostunuza yazdığınız mesaja yapışdırın.</translation>
    </message>
    <message>
        <source>Copy {place}&apos;s invitation</source>
        <translation>{place} üçün dəvəti kopyala</translation>
    </message>
    <message>
        <source>New code for {place}</source>
        <translation>{place} üçün yeni kod</translation>
    </message>
    <message>
        <source>computer ({level})</source>
        <translation>kompüter ({level})</translation>
    </message>
    <message>
        <source>the host · ready</source>
        <translation>ev sahibi · hazır</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>ev sahibi</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>dostun qoşulması gözlənilir</translation>
    </message>
    <message>
        <source>away (the computer plays meanwhile)</source>
        <translation>yoxdur (hələlik kompüter oynayır)</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>hazır ✓</translation>
    </message>
    <message>
        <source>here, not ready yet</source>
        <translation>buradadır, hələ hazır deyil</translation>
    </message>
    <message>
        <source>{state} (you)</source>
        <translation>{state} (siz)</translation>
    </message>
    <message>
        <source>Someone tried a wrong code for {place}: send them the new one.</source>
        <translation>Kimsə {place} üçün səhv kod yoxladı: ona yeni kodu göndərin.</translation>
    </message>
    <message>
        <source>No code for {place}: {reason}.</source>
        <translation>{place} üçün kod yoxdur: {reason}.</translation>
    </message>
    <message>
        <source>Start (waiting for everyone to be ready)</source>
        <translation>Başla (hamının hazır olması gözlənilir)</translation>
    </message>
    <message>
        <source>Start now (computers keep the empty seats)</source>
        <translation>İndi başla (boş yerlərdə kompüter oynayır)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Başla</translation>
    </message>
    <message>
        <source>Tell your friends the address &lt;b&gt;{address}&lt;/b&gt; and the code &lt;b&gt;{code}&lt;/b&gt;: they choose Game → Join a Table…</source>
        <translation>Dostlarınıza ünvanı &lt;b&gt;{address}&lt;/b&gt; və kodu &lt;b&gt;{code}&lt;/b&gt; deyin; onlar bunu seçir: Oyun → Masaya qoşul…</translation>
    </message>
    <message>
        <source>Your table is open: {name}</source>
        <translation>Masanız açıqdır: {name}</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat to someone else</source>
        <translation>{name} oyunçusunun yerini başqasına ver</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Masanı bağla</translation>
    </message>
    <message>
        <source>When everyone is ready, the host starts the game.</source>
        <translation>Hamı hazır olanda ev sahibi oyunu başladır.</translation>
    </message>
    <message>
        <source>Say you are ready; the host starts the game when everyone is.</source>
        <translation>Hazır olduğunuzu bildirin; hamı hazır olanda ev sahibi oyunu başladır.</translation>
    </message>
    <message>
        <source>At {table}</source>
        <translation>Masa: {table}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Masada</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Hələ hazır deyiləm</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Hazıram</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Masanı tərk et</translation>
    </message>
    <message>
        <source>You lost the connection to the table</source>
        <translation>Masa ilə əlaqəniz kəsildi</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: ask your host for a new code for your seat, and join with it to take your seat back.</source>
        <translation>{reason}. Siz qayıdana qədər yerinizdə kompüter oynayır: ev sahibindən yeriniz üçün yeni kod istəyin və yerinizi geri almaq üçün onunla qoşulun.</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: Reconnect takes it back.</source>
        <translation>{reason}. Siz qayıdana qədər yerinizdə kompüter oynayır: «Yenidən qoşul» yerinizi geri qaytarır.</translation>
    </message>
    <message>
        <source>Join with a new code…</source>
        <translation>Yeni kodla qoşul…</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Yenidən qoşul</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fours</source>
        <translation>All Fours</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Yeni oyun…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Məsləhət</translation>
    </message>
    <message>
        <source>&amp;Last Trick</source>
        <translation>&amp;Son fənd</translation>
    </message>
    <message>
        <source>Show the trick just won (or point at a won pile)</source>
        <translation>Son alınan fəndi göstər (və ya siçanı alınmış kartların üzərinə gətirin)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Aya&amp;rlar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;xış</translation>
    </message>
    <message>
        <source>Open a table that friends on your network can join</source>
        <translation>Şəbəkənizdəki dostların qoşula biləcəyi masa açın</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>Masaya &amp;qoşul…</translation>
    </message>
    <message>
        <source>Sit down at a friend&apos;s table</source>
        <translation>Dostunuzun masasına oturun</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>Masanı &amp;tərk et</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>Söz &amp;de</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Masaya bir söz deyin</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>H&amp;ost a Table…</source>
        <translation>Masa &amp;aç…</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>Masanı &amp;bağla</translation>
    </message>
    <message>
        <source>Game H&amp;istory…</source>
        <translation>&amp;Oyun tarixçəsi…</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>Stat&amp;istika…</translation>
    </message>
    <message>
        <source>Practise &amp;Mistakes…</source>
        <translation>Səhv&amp;lər üzərində məşq…</translation>
    </message>
    <message>
        <source>Play again the decisions the analysis called mistakes</source>
        <translation>Təhlilin səhv adlandırdığı qərarları yenidən oynayın</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüş</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animasiya sü&amp;rəti</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Sürətli</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Dərhal</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Sistem dili</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Kömək</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Qaydalar</translation>
    </message>
    <message>
        <source>Learn to &amp;Play</source>
        <translation>Oynamağı ö&amp;yrən</translation>
    </message>
    <message>
        <source>A guided hand at this table, one idea at a time</source>
        <translation>Bu masada bələdçili bir əl, hər dəfə bir fikir</translation>
    </message>
    <message>
        <source>&amp;About All Fours</source>
        <translation>All Fours &amp;haqqında</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Biz</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Onlar</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}. The game stays in your history: next time, Host it again and they take their seats back.</source>
        <translation>Çıxılsın? Masa {friends} üçün bağlanacaq. Oyun tarixçənizdə qalır: növbəti dəfə masanı yenidən açın, onlar öz yerlərinə qayıdacaq.</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}.</source>
        <translation>Çıxılsın? Masa {friends} üçün bağlanacaq.</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>All Fours proqramından çıx</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Çıx</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Oynamağa davam et</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Əl {number}: {choice} seçdiniz, kobud səhv; ən yaxşısı {best} idi.</translation>
    </message>
    <message>
        <source>Hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Əl {number}: {choice} seçdiniz, səhv; ən yaxşısı {best} idi.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Oyun {game}, əl {number}: {choice} seçdiniz, kobud səhv; ən yaxşısı {best} idi.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Oyun {game}, əl {number}: {choice} seçdiniz, səhv; ən yaxşısı {best} idi.</translation>
    </message>
    <message>
        <source>Practise Mistakes</source>
        <translation>Səhvlər üzərində məşq</translation>
    </message>
    <message>
        <source>Decisions the analysis called mistakes or blunders. Choose one to play it again: you hold the same cards, and the cards you could not see are dealt afresh.</source>
        <translation>Təhlilin səhv və ya kobud səhv adlandırdığı qərarlar. Birini seçin və yenidən oynayın: eyni kartlar sizdə olacaq, görə bilmədiyiniz kartlar isə yenidən paylanacaq.</translation>
    </message>
    <message>
        <source>No mistakes to practise yet. Analyse a hand in its review: the decisions it calls mistakes or blunders are listed here.</source>
        <translation>Hələ məşq üçün səhv yoxdur. Bir əli onun təhlilində analiz edin: səhv və ya kobud səhv adlandırılan qərarlar burada göstəriləcək.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Yenidən cəhd edin</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Tərəfdaş</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>the table is busy, trying again</source>
        <translation>masa məşğuldur, yenidən cəhd edilir</translation>
    </message>
    <message>
        <source>the table stayed busy</source>
        <translation>masa məşğul qaldı</translation>
    </message>
    <message>
        <source>it stopped reading</source>
        <translation>qarşı tərəf oxumağı dayandırdı</translation>
    </message>
    <message>
        <source>that code was wrong or already used: ask the host for a new one</source>
        <translation>o kod səhv idi və ya artıq istifadə olunub: ev sahibindən yenisini istəyin</translation>
    </message>
    <message>
        <source>nobody is waiting on that code: ask the host for a new one</source>
        <translation>o kodu heç kim gözləmir: ev sahibindən yenisini istəyin</translation>
    </message>
    <message>
        <source>that is not a code: a code looks like 7-guitarist-revenge</source>
        <translation>bu kod deyil: kod 7-guitarist-revenge kimi görünür</translation>
    </message>
    <message>
        <source>the internet table&apos;s server cannot be reached: check the connection, or the server in Settings</source>
        <translation>internet masasının serverinə çatmaq olmur: əlaqəni və ya Ayarlardakı serveri yoxlayın</translation>
    </message>
    <message>
        <source>the internet table&apos;s server refused: check the server in Settings</source>
        <translation>internet masasının serveri rədd etdi: Ayarlardakı serveri yoxlayın</translation>
    </message>
    <message>
        <source>the host was found, but no connection to them could be made</source>
        <translation>ev sahibi tapıldı, amma onunla əlaqə qurmaq mümkün olmadı</translation>
    </message>
    <message>
        <source>internet play is not available in this copy of All Fours</source>
        <translation>bu All Fours nüsxəsində internet üzərindən oyun mümkün deyil</translation>
    </message>
    <message>
        <source>the internet connection was lost</source>
        <translation>internet əlaqəsi kəsildi</translation>
    </message>
    <message>
        <source>the host&apos;s connection closed</source>
        <translation>ev sahibinin əlaqəsi bağlandı</translation>
    </message>
    <message>
        <source>too many wrong codes were tried on that seat</source>
        <translation>o yer üçün həddindən çox səhv kod yoxlanıldı</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Ev sahibi masanı bağladı.</translation>
    </message>
    <message>
        <source>The host quit: the game can go on later, when they host it again.</source>
        <translation>Ev sahibi çıxdı: o, masanı yenidən açanda oyun davam edə bilər.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Oyun bitdi.</translation>
    </message>
    <message>
        <source>The host stopped.</source>
        <translation>Ev sahibi dayandı.</translation>
    </message>
    <message>
        <source>Every seat of that game was a friend&apos;s: there is none for you to host it from.</source>
        <translation>O oyunun bütün yerləri dostlarınıza məxsus idi: onu açmaq üçün sizə yer qalmır.</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>Masanı açmaq mümkün olmadı: {reason}</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays for them until they come back.</source>
        <translation>{name} masanı tərk etdi: qayıdana qədər onun yerinə kompüter oynayır.</translation>
    </message>
    <message>
        <source>{name} took too long: the computer played for them.</source>
        <translation>{name} çox gecikdi: onun yerinə kompüter oynadı.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Oyun başlaya bilmədi: {reason}</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Masanı bağla</translation>
    </message>
    <message>
        <source>Your table is open over the internet: each friend&apos;s seat gets its own code.</source>
        <translation>Masanız internet üzərindən açıqdır: hər dostun yeri öz kodunu alır.</translation>
    </message>
    <message>
        <source>Your table is open at {address}, code {code}.</source>
        <translation>Masanız açıqdır: ünvan {address}, kod {code}.</translation>
    </message>
    <message>
        <source>A new code for {place}: {code}. Send it to your friend: they join with it and take their seat back.</source>
        <translation>{place} üçün yeni kod: {code}. Onu dostunuza göndərin: o, bu kodla qoşulub yerini geri alır.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped: reconnecting…</source>
        <translation>{name} oyunçusunun əlaqəsi kəsildi: yenidən qoşulur…</translation>
    </message>
    <message>
        <source>{name} is connected again.</source>
        <translation>{name} yenidən qoşuldu.</translation>
    </message>
    <message>
        <source>Your table over the internet</source>
        <translation>İnternet üzərindən masanız</translation>
    </message>
    <message>
        <source>{place}: {code}</source>
        <translation>{place}: {code}</translation>
    </message>
    <message>
        <source>Your table: {address} · code {code}</source>
        <translation>Masanız: {address} · kod {code}</translation>
    </message>
    <message>
        <source>{table} at {address}</source>
        <translation>{table} ({address})</translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation>Masa ({address})</translation>
    </message>
    <message>
        <source>Everyone who has joined must be ready first.</source>
        <translation>Əvvəlcə qoşulan hər kəs hazır olmalıdır.</translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation>Oyun başlayır.</translation>
    </message>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>{address} ünvanındakı masaya qoşulursunuz…</translation>
    </message>
    <message>
        <source>Looking for your host over the internet…</source>
        <translation>Ev sahibiniz internet üzərindən axtarılır…</translation>
    </message>
    <message>
        <source>Could not join the table: {reason}</source>
        <translation>Masaya qoşulmaq mümkün olmadı: {reason}</translation>
    </message>
    <message>
        <source>You are at {table} as {name}.</source>
        <translation>Masa: {table}; adınız: {name}.</translation>
    </message>
    <message>
        <source>You are at the table as {name}.</source>
        <translation>Siz masadasınız; adınız: {name}.</translation>
    </message>
    <message>
        <source>The game goes on where it stood.</source>
        <translation>Oyun qaldığı yerdən davam edir.</translation>
    </message>
    <message>
        <source>You are back in the game.</source>
        <translation>Siz oyuna qayıtdınız.</translation>
    </message>
    <message>
        <source>You join the game under way.</source>
        <translation>Siz gedən oyuna qoşulursunuz.</translation>
    </message>
    <message>
        <source>Connection dropped: reconnecting…</source>
        <translation>Bağlantı kəsildi: yenidən qoşulur…</translation>
    </message>
    <message>
        <source>{table} over the internet</source>
        <translation>{table} (internet üzərindən)</translation>
    </message>
    <message>
        <source>A table over the internet</source>
        <translation>İnternet üzərindən masa</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Lütfən, saniyədə ən çox bir ifadə.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>Masa ilə əlaqə kəsildi ({reason}).</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>Masanı &amp;tərk et</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Masanı bağla</translation>
    </message>
    <message>
        <source>Close the table? {friends} will be sent away from it.</source>
        <translation>Masa bağlansın? {friends} masadan çıxarılacaq.</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Açıq saxla</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} və {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>&amp;You (South)</source>
        <translation>&amp;Siz (Cənub)</translation>
    </message>
    <message>
        <source>Ri&amp;ght (East)</source>
        <translation>Sağ (&amp;Şərq)</translation>
    </message>
    <message>
        <source>&amp;Partner (North)</source>
        <translation>&amp;Tərəfdaş (Şimal)</translation>
    </message>
    <message>
        <source>&amp;Left (West)</source>
        <translation>So&amp;l (Qərb)</translation>
    </message>
    <message>
        <source>&amp;You</source>
        <translation>S&amp;iz</translation>
    </message>
    <message>
        <source>O&amp;pponent</source>
        <translation>&amp;Rəqib</translation>
    </message>
    <message>
        <source>Name: {seat}</source>
        <translation>Ad: {seat}</translation>
    </message>
    <message>
        <source>Level: {seat}</source>
        <translation>Səviyyə: {seat}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Səviyyə</translation>
    </message>
    <message>
        <source>R&amp;ules (Trinidad defaults first)</source>
        <translation>&amp;Qaydalar (əvvəlcə Trinidad standartları)</translation>
    </message>
    <message>
        <source>&amp;House rules (off by default)</source>
        <translation>&amp;Ev qaydaları (standart olaraq qeyri-aktiv)</translation>
    </message>
    <message>
        <source>&amp;Trinidad defaults</source>
        <translation>Trini&amp;dad standartları</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Payla</translation>
    </message>
</context>
<context>
    <name>NoticeLabel</name>
    <message>
        <source>Please note: {notices}</source>
        <translation>Diqqət: {notices}</translation>
    </message>
</context>
<context>
    <name>NoticePanel</name>
    <message>
        <source>Please note</source>
        <translation>Diqqət</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Show &amp;folder</source>
        <translation>&amp;Qovluğu göstər</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good play, partner</source>
        <translation>Yaxşı gediş, tərəfdaş</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Əla oynadın</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Bəxt gətirmədi</translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation>Tez ol!</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Sağ ol</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Yaxşı oyun idi</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>to stand</source>
        <translation>durmağı</translation>
    </message>
    <message>
        <source>to beg</source>
        <translation>xahiş etməyi</translation>
    </message>
    <message>
        <source>to say “take one”</source>
        <translation>“Birini götür” deməyi</translation>
    </message>
    <message>
        <source>to run the pack</source>
        <translation>yeni kozır açmağı</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a mistake. The cards you could not see are dealt again: choose again.</source>
        <translation>Məşq: oyunda burada {choice} seçdiniz, bu səhv idi. Görə bilmədiyiniz kartlar yenidən paylanır: yenidən seçin.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a blunder. The cards you could not see are dealt again: choose again.</source>
        <translation>Məşq: oyunda burada {choice} seçdiniz, bu kobud səhv idi. Görə bilmədiyiniz kartlar yenidən paylanır: yenidən seçin.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here. The cards you could not see are dealt again: choose again.</source>
        <translation>Məşq: oyunda burada {choice} seçdiniz. Görə bilmədiyiniz kartlar yenidən paylanır: yenidən seçin.</translation>
    </message>
    <message>
        <source>The best choice: you chose {choice}.</source>
        <translation>Ən yaxşı seçim: {choice} seçdiniz.</translation>
    </message>
    <message>
        <source>As good as the best: you chose {choice}, and the best, {best}, wins no more often, within the estimate&apos;s error.</source>
        <translation>Ən yaxşısı qədər yaxşı: {choice} seçdiniz, ən yaxşı seçim olan {best} isə qiymətləndirmənin xətası daxilində daha tez-tez qazanmır.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, an inaccuracy. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Ən yaxşısı qədər yaxşı deyil: {choice} seçdiniz, bu qeyri-dəqiqlikdir. Ən yaxşısı {best} idi: oyunu udmaq şansınız təxminən 100-də {points} azalır.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a mistake. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Ən yaxşısı qədər yaxşı deyil: {choice} seçdiniz, bu səhvdir. Ən yaxşısı {best} idi: oyunu udmaq şansınız təxminən 100-də {points} azalır.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a blunder. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Ən yaxşısı qədər yaxşı deyil: {choice} seçdiniz, bu kobud səhvdir. Ən yaxşısı {best} idi: oyunu udmaq şansınız təxminən 100-də {points} azalır.</translation>
    </message>
    <message>
        <source>Your choice could not be judged: {problem}.</source>
        <translation>Seçiminiz qiymətləndirilə bilmədi: {problem}.</translation>
    </message>
    <message>
        <source>Leave the shared table first: practice is played at your own table.</source>
        <translation>Əvvəlcə ortaq masanı tərk edin: məşq öz masanızda oynanılır.</translation>
    </message>
    <message>
        <source>This decision cannot be practised: {problem}.</source>
        <translation>Bu qərar üzərində məşq etmək mümkün deyil: {problem}.</translation>
    </message>
    <message>
        <source>Weighing your choice against the best…</source>
        <translation>Seçiminiz ən yaxşısı ilə müqayisə olunur…</translation>
    </message>
    <message>
        <source>Try &amp;another</source>
        <translation>Başqa&amp;sını sınayın</translation>
    </message>
    <message>
        <source>Another mistake to practise (or this one, dealt again)</source>
        <translation>Məşq üçün başqa səhv (və ya bu, yenidən paylanmış)</translation>
    </message>
    <message>
        <source>&amp;Back to the review</source>
        <translation>&amp;Təhlilə qayıdın</translation>
    </message>
    <message>
        <source>Leave practice and see the hand again</source>
        <translation>Məşqi bitirin və əli yenidən görün</translation>
    </message>
    <message>
        <source>Your analysed hands could not be read: {problem}.</source>
        <translation>Analiz edilmiş əlləriniz oxuna bilmədi: {problem}.</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>it is larger than {size} MB</source>
        <translation>ölçüsü {size} MB həddini aşır</translation>
    </message>
    <message>
        <source>it is larger than {size} KB</source>
        <translation>ölçüsü {size} KB həddini aşır</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} JSON-un icazə verdiyi ədəd deyil</translation>
    </message>
    <message>
        <source>it has a number with more than 100 digits</source>
        <translation>içində 100 rəqəmdən uzun ədəd var</translation>
    </message>
    <message>
        <source>it has NUL bytes in it: it is not a text file</source>
        <translation>içində NUL baytları var: bu, mətn faylı deyil</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>bu, UTF-8 mətni deyil</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep</source>
        <translation>iç-içəlik {depth} səviyyədən dərindir</translation>
    </message>
    <message>
        <source>it is not JSON (line {line}, column {column})</source>
        <translation>bu, JSON deyil (sətir {line}, sütun {column})</translation>
    </message>
    <message>
        <source>it is nested too deep</source>
        <translation>iç-içəlik çox dərindir</translation>
    </message>
    <message>
        <source>the file holds no hand record (a JSON object)</source>
        <translation>faylda əl yazısı (JSON obyekti) yoxdur</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>bu, adi fayl deyil</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk doludur</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>icazə verilmədi</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing</source>
        <translation>disk oxuma və ya yazma zamanı xəta bildirdi</translation>
    </message>
    <message>
        <source>the other computer cannot be reached</source>
        <translation>digər kompüterə çatmaq mümkün deyil</translation>
    </message>
    <message>
        <source>the connection was broken off</source>
        <translation>bağlantı kəsildi</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk yalnız oxunandır</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>fayl və ya qovluq mövcud deyil</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>yolunun bir hissəsi qovluq deyil</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>bu, qovluqdur, fayl deyil</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>bu adda fayl artıq var</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>ad çox uzundur</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>həddən çox fayl açıqdır</translation>
    </message>
    <message>
        <source>the port is already in use</source>
        <translation>port artıq məşğuldur</translation>
    </message>
    <message>
        <source>that address is not one of this computer&apos;s</source>
        <translation>bu ünvan bu kompüterə aid deyil</translation>
    </message>
    <message>
        <source>the other computer refused the connection</source>
        <translation>digər kompüter bağlantını rədd etdi</translation>
    </message>
    <message>
        <source>there was no answer in time</source>
        <translation>vaxtında cavab gəlmədi</translation>
    </message>
    <message>
        <source>the address could not be found</source>
        <translation>ünvan tapılmadı</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>yaddaş çatmır</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>bu, mətn deyil</translation>
    </message>
    <message>
        <source>it was written by a newer version of All Fours</source>
        <translation>o, All Fours-un daha yeni versiyası ilə yazılıb</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>faylı başqa proqram istifadə edir</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>fayl zədələnib</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>fayl yalnız oxunandır</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>faylı açmaq mümkün deyil</translation>
    </message>
    <message>
        <source>it is not valid JSON at line {line}</source>
        <translation>bu, etibarlı JSON deyil (sətir {line})</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Your turn</source>
        <translation>Sizin növbəniz</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Sizin qərarınız</translation>
    </message>
    <message>
        <source>{name} is choosing how to deal…</source>
        <translation>{name} necə paylayacağını seçir…</translation>
    </message>
    <message>
        <source>{name} is deciding: stand or beg…</source>
        <translation>{name} qərar verir: durmaq, yoxsa xahiş etmək…</translation>
    </message>
    <message>
        <source>{name} is deciding: take one or run the pack…</source>
        <translation>{name} qərar verir: «Birini götür», yoxsa yeni kozır…</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>{name} oynayır…</translation>
    </message>
    <message>
        <source>Your cards stay face down until the beg is settled: only {first} (first hand) and {dealer} (the dealer) look at theirs before then.</source>
        <translation>Xahiş məsələsi həll olunana qədər kartlarınız üzü aşağı qalır: o vaxta qədər öz kartlarına yalnız {first} (birinci əl) və {dealer} (diler) baxır.</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed ({problem}); a safe move was played for {name} and the game goes on.</source>
        <translation>{name} oyunçusunun kompüteri xəta verdi ({problem}); {name} üçün təhlükəsiz gediş edildi və oyun davam edir.</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Vay!</translation>
    </message>
    <message>
        <source>Your {card} has been called: you must play it now.</source>
        <translation>Kartınız ({card}) tələb olundu: onu indi oynamalısınız.</translation>
    </message>
    <message>
        <source>Your turn: click a raised card, or press its number key (or the arrows and Enter).</source>
        <translation>Sizin növbənizdir: qaldırılmış kartı klikləyin və ya onun rəqəm düyməsini basın (ya da oxlar və Enter).</translation>
    </message>
    <message>
        <source>&amp;One at a time</source>
        <translation>&amp;Birbir</translation>
    </message>
    <message>
        <source>Six rounds of one card each</source>
        <translation>Hər dəfə bir kart, altı dövrə</translation>
    </message>
    <message>
        <source>In &amp;threes</source>
        <translation>Üçlük &amp;paketlərlə</translation>
    </message>
    <message>
        <source>Two rounds of three cards each</source>
        <translation>Hər dəfə üç kart, iki dövrə</translation>
    </message>
    <message>
        <source>You deal first. How will you deal, all game long?</source>
        <translation>İlk siz paylayırsınız. Bütün oyun boyu necə paylayacaqsınız?</translation>
    </message>
    <message>
        <source>You cut the highest card: you deal first.</source>
        <translation>Ən yüksək kartı siz kəsdiniz: ilk siz paylayırsınız.</translation>
    </message>
    <message>
        <source>The kick is {card}. Stand with {suit} as trumps, or beg?</source>
        <translation>Açılan kart: {card}. Kozır {suit} olmaqla durursunuz, yoxsa xahiş edirsiniz?</translation>
    </message>
    <message>
        <source>The kick is {card}. You hold no {suit}, so you may not stand: you must beg.</source>
        <translation>Açılan kart: {card}. Sizdə {suit} yoxdur, ona görə dura bilməzsiniz: xahiş etməlisiniz.</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>&amp;Dur</translation>
    </message>
    <message>
        <source>Play with this trump</source>
        <translation>Bu kozırla oyna</translation>
    </message>
    <message>
        <source>I &amp;beg</source>
        <translation>&amp;Xahiş edirəm</translation>
    </message>
    <message>
        <source>Ask {dealer} to say &quot;take one&quot; or run the pack</source>
        <translation>{dealer} ya «Birini götür» deyəcək, ya da yeni kozır açacaq</translation>
    </message>
    <message>
        <source>&amp;Take one</source>
        <translation>Birini gö&amp;tür</translation>
    </message>
    <message>
        <source>One point to {side}; {suit} stay trumps</source>
        <translation>{side} bir xal alır; {suit} kozır qalır</translation>
    </message>
    <message>
        <source>&amp;Run the pack</source>
        <translation>&amp;Yeni kozır aç</translation>
    </message>
    <message>
        <source>Three more cards each and a new kick</source>
        <translation>Hər kəsə daha üç kart və yeni açılan kart</translation>
    </message>
    <message>
        <source>{name} begs. Say &quot;Take one&quot; (one point to {side}; {suit} stay trumps), or run the pack?</source>
        <translation>{name} xahiş edir. «Birini götür» deyirsiniz ({side} bir xal alır; {suit} kozır qalır), yoxsa yeni kozır açırsınız?</translation>
    </message>
    <message>
        <source>{name} begs. {why}</source>
        <comment>why: a whole sentence, why you may not say &quot;take one&quot;</comment>
        <translation>{name} xahiş edir. {why}</translation>
    </message>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation>Bu əldə hələ heç bir fənd alınmayıb.</translation>
    </message>
    <message>
        <source>Trick {number}: You took it</source>
        <translation>Fənd {number}: siz aldınız</translation>
    </message>
    <message>
        <source>Trick {number}: {name} took it</source>
        <translation>Fənd {number}: {name} aldı</translation>
    </message>
    <message>
        <source>{name}, {card}</source>
        <translation>{name}, {card}</translation>
    </message>
    <message>
        <source>Tab goes back to the question.</source>
        <translation>Tab sizi suala qaytarır.</translation>
    </message>
    <message>
        <source>Tab goes back to the summary.</source>
        <translation>Tab sizi xülasəyə qaytarır.</translation>
    </message>
    <message>
        <source>First answer the question: Tab goes back to it.</source>
        <translation>Əvvəlcə suala cavab verin: Tab sizi ona qaytarır.</translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at just now.</source>
        <translation>Hazırda məsləhət veriləcək qərarınız yoxdur.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Məsləhət düşünülür…</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Tamam</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>İmti&amp;na</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Bağla</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Təkrarla</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kəs</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Köçür</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Yapışdır</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Hamısını seç</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İmtina</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bağla</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>it is your only legal card</source>
        <translation>bu, qaydaya uyğun yeganə kartınızdır</translation>
    </message>
    <message>
        <source>the jack goes on it: the Jack point for your side</source>
        <translation>jek bu fəndə gedir: Jek xalı komandanıza çatır</translation>
    </message>
    <message>
        <source>it wins the trick for your side: no opponent still to play can beat it</source>
        <translation>bu kart fəndi komandanız üçün qazanır: hələ oynamamış heç bir rəqib onu keçə bilməz</translation>
    </message>
    <message>
        <source>it hangs their jack</source>
        <translation>bu kart onların jekini asır</translation>
    </message>
    <message>
        <source>your jack is safe: the Jack point goes to your side</source>
        <translation>jekiniz təhlükəsizdir: Jek xalı komandanıza çatır</translation>
    </message>
    <message>
        <source>the Jack point goes to your side</source>
        <translation>Jek xalı komandanıza çatır</translation>
    </message>
    <message>
        <source>it goes over partner&apos;s card</source>
        <translation>bu kart tərəfdaşınızın kartını keçir</translation>
    </message>
    <message>
        <source>no card of yours can win this trick</source>
        <translation>heç bir kartınız bu fəndi qazana bilməz</translation>
    </message>
    <message>
        <source>it keeps {card}, which could take the trick, for later</source>
        <translation>fəndi ala biləcək kartı sonraya saxlayırsınız: {card}</translation>
    </message>
    <message>
        <source>leading trumps draws any the other side holds</source>
        <translation>kozırla başlamaq rəqib komandadakı kozırları çıxarır</translation>
    </message>
    <message>
        <source>the jack of trumps is still out and may fall under it</source>
        <translation>kozır jeki hələ çıxmayıb və bu kartın altına düşə bilər</translation>
    </message>
    <message>
        <source>the other side has no trumps left</source>
        <translation>rəqib komandada kozır qalmayıb</translation>
    </message>
    <message>
        <source>partner has no {suit} left and may trump it</source>
        <translation>tərəfdaşınızda {suit} qalmayıb və o, kozır vura bilər</translation>
    </message>
    <message>
        <source>it leads low and keeps {card}</source>
        <translation>kiçik kartla başlayırsınız və bunu saxlayırsınız: {card}</translation>
    </message>
    <message>
        <source>it is worth nothing for Game</source>
        <translation>bu kartın Oyun xalı üçün dəyəri yoxdur</translation>
    </message>
    <message>
        <source>it keeps {card} for later</source>
        <translation>bu kartı sonraya saxlayırsınız: {card}</translation>
    </message>
    <message>
        <source>it spends {card} on a trick partner was sure to win</source>
        <translation>bu, tərəfdaşınızın mütləq alacağı fəndə {card} xərcləyir</translation>
    </message>
    <message>
        <source>a higher trump is still out and may hang your jack</source>
        <translation>daha yüksək bir kozır hələ çıxmayıb və jekinizi asa bilər</translation>
    </message>
    <message>
        <source>it keeps your jack back while a higher trump is still out</source>
        <translation>daha yüksək bir kozır hələ çıxmadığı üçün jekinizi saxlayır</translation>
    </message>
    <message>
        <source>it keeps {card} to catch their jack, still out</source>
        <translation>hələ çıxmamış jeklərini tutmaq üçün {card} saxlayır</translation>
    </message>
    <message>
        <source>it spends {card}, which could catch their jack, still out</source>
        <translation>hələ çıxmamış jeklərini tuta biləcək {card} xərcləyir</translation>
    </message>
    <message>
        <source>it takes {card} for your side</source>
        <translation>{card} kartını tərəfiniz üçün alır</translation>
    </message>
    <message>
        <source>it leaves {card} to the other side</source>
        <translation>{card} kartını qarşı tərəfə buraxır</translation>
    </message>
    <message>
        <source>partner is still to play and may win the trick</source>
        <translation>tərəfdaşınız hələ oynamayıb və fəndi qazana bilər</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your right is still to play</source>
        <translation>hələlik tərəfdaşınız qazanır, amma sağınızdakı oyunçu hələ oynamayıb</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your left is still to play</source>
        <translation>hələlik tərəfdaşınız qazanır, amma solunuzdakı oyunçu hələ oynamayıb</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your right is still to play</source>
        <translation>bu kart fənddə öndə gedir, amma sağınızdakı oyunçu hələ oynamayıb</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your left is still to play</source>
        <translation>bu kart fənddə öndə gedir, amma solunuzdakı oyunçu hələ oynamayıb</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though your opponent is still to play</source>
        <translation>bu kart fənddə öndə gedir, amma rəqibiniz hələ oynamayıb</translation>
    </message>
    <message>
        <source>the player on your right is still to play and may beat it</source>
        <translation>sağınızdakı oyunçu hələ oynamayıb və onu keçə bilər</translation>
    </message>
    <message>
        <source>the player on your left is still to play and may beat it</source>
        <translation>solunuzdakı oyunçu hələ oynamayıb və onu keçə bilər</translation>
    </message>
    <message>
        <source>your opponent is still to play and may beat it</source>
        <translation>rəqibiniz hələ oynamayıb və onu keçə bilər</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left</source>
        <translation>sağınızdakı oyunçuda {suit} qalmayıb</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left</source>
        <translation>solunuzdakı oyunçuda {suit} qalmayıb</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left</source>
        <translation>rəqibinizdə {suit} qalmayıb</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your right, and only partner can still take the trick</source>
        <translation>jekiniz asıla bilər: onu sağınızdakı oyunçunun oynadığı {card} kəsir və fəndi yalnız tərəfdaşınız hələ ala bilər</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your left, and only partner can still take the trick</source>
        <translation>jekiniz asıla bilər: onu solunuzdakı oyunçunun oynadığı {card} kəsir və fəndi yalnız tərəfdaşınız hələ ala bilər</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your right: the Jack point goes to their side</source>
        <translation>jekiniz sağınızdakı oyunçunun oynadığı {card} kartına düşür: Jek xalı onların komandasına çatır</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your left: the Jack point goes to their side</source>
        <translation>jekiniz solunuzdakı oyunçunun oynadığı {card} kartına düşür: Jek xalı onların komandasına çatır</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by your opponent: the Jack point goes to their side</source>
        <translation>jekiniz rəqibinizin oynadığı {card} kartına düşür: Jek xalı onların tərəfinə çatır</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and may trump it</source>
        <translation>sağınızdakı oyunçuda {suit} qalmayıb və o, kozır vura bilər</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and may trump it</source>
        <translation>solunuzdakı oyunçuda {suit} qalmayıb və o, kozır vura bilər</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and may trump it</source>
        <translation>rəqibinizdə {suit} qalmayıb və o, kozır vura bilər</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>sağınızdakı oyunçuda {suit} qalmayıb və kozır vurmaq üçün əlində {card} (açılmış) var</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>solunuzdakı oyunçuda {suit} qalmayıb və kozır vurmaq üçün əlində {card} (açılmış) var</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>rəqibinizdə {suit} qalmayıb və kozır vurmaq üçün əlində {card} (açılmış) var</translation>
    </message>
    <message>
        <source>it adds 1 point to your side&apos;s count for Game</source>
        <translation>bu kart komandanızın Oyun hesabına 1 xal əlavə edir</translation>
    </message>
    <message>
        <source>1 point for Game</source>
        <translation>Oyun hesabına 1 xal</translation>
    </message>
    <message>
        <source>it puts 1 more point on the trick</source>
        <translation>bu kart fəndə daha 1 xal qoyur</translation>
    </message>
    <message>
        <source>it gives up 1 point</source>
        <translation>bu kartla 1 xal əldən verirsiniz</translation>
    </message>
    <message>
        <source>it brings 1 point for Game if your side takes the trick</source>
        <translation>komandanız fəndi alsa, bu kart Oyun hesabına 1 xal gətirir</translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your right: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>jekiniz sağınızdakı oyunçunun oynadığı {card} kartına düşür: asılmış jek, onların komandasına %n xal</numerusform>
            <numerusform>jekiniz sağınızdakı oyunçunun oynadığı {card} kartına düşür: asılmış jek, onların komandasına %n xal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your left: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>jekiniz solunuzdakı oyunçunun oynadığı {card} kartına düşür: asılmış jek, onların komandasına %n xal</numerusform>
            <numerusform>jekiniz solunuzdakı oyunçunun oynadığı {card} kartına düşür: asılmış jek, onların komandasına %n xal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by your opponent: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>jekiniz rəqibinizin oynadığı {card} kartına düşür: asılmış jek, onların tərəfinə %n xal</numerusform>
            <numerusform>jekiniz rəqibinizin oynadığı {card} kartına düşür: asılmış jek, onların tərəfinə %n xal</numerusform>
        </translation>
    </message>
    <message>
        <source>you hold no {suit}, the trump suit</source>
        <translation>əlinizdə kozır dəsti olan {suit} yoxdur</translation>
    </message>
    <message>
        <source>you hold one trump ({suit})</source>
        <translation>əlinizdə bir kozır var ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n trumps ({suit})</source>
        <translation>
            <numerusform>əlinizdə %n kozır var ({suit})</numerusform>
            <numerusform>əlinizdə %n kozır var ({suit})</numerusform>
        </translation>
    </message>
    <message>
        <source>your side needs {ours}, theirs {theirs}</source>
        <translation>komandanıza {ours} lazımdır, onlarınkına {theirs}</translation>
    </message>
    <message numerus="yes">
        <source>it adds %n points to your side&apos;s count for Game</source>
        <translation>
            <numerusform>bu kart komandanızın Oyun hesabına %n xal əlavə edir</numerusform>
            <numerusform>bu kart komandanızın Oyun hesabına %n xal əlavə edir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points for Game</source>
        <translation>
            <numerusform>Oyun hesabına %n xal</numerusform>
            <numerusform>Oyun hesabına %n xal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it puts %n more points on the trick</source>
        <translation>
            <numerusform>bu kart fəndə daha %n xal qoyur</numerusform>
            <numerusform>bu kart fəndə daha %n xal qoyur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it gives up %n points</source>
        <translation>
            <numerusform>bu kartla %n xal əldən verirsiniz</numerusform>
            <numerusform>bu kartla %n xal əldən verirsiniz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it brings %n points for Game if your side takes the trick</source>
        <translation>
            <numerusform>komandanız fəndi alsa, bu kart Oyun hesabına %n xal gətirir</numerusform>
            <numerusform>komandanız fəndi alsa, bu kart Oyun hesabına %n xal gətirir</numerusform>
        </translation>
    </message>
    <message>
        <source>partner&apos;s {rank} is sure to win the trick</source>
        <translation>tərəfdaşınızın {rank} fəndi mütləq qazanacaq</translation>
    </message>
    <message>
        <source>partner&apos;s {rank} of trumps is sure to win the trick</source>
        <translation>tərəfdaşınızın kozır {rank} fəndi mütləq qazanacaq</translation>
    </message>
    <message>
        <source>it is the best trump left</source>
        <translation>bu, qalan ən yüksək kozırdır</translation>
    </message>
    <message>
        <source>it is the best club left</source>
        <translation>bu, qalan ən yüksək xaç kartıdır</translation>
    </message>
    <message>
        <source>it is the best diamond left</source>
        <translation>bu, qalan ən yüksək kərpic kartıdır</translation>
    </message>
    <message>
        <source>it is the best heart left</source>
        <translation>bu, qalan ən yüksək ürək kartıdır</translation>
    </message>
    <message>
        <source>it is the best spade left</source>
        <translation>bu, qalan ən yüksək pika kartıdır</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for {card}</source>
        <translation>axtarışa görə bunun oyunu qazanma şansı {chance}, bu kartın isə {other_chance}: {card}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for standing</source>
        <translation>axtarışa görə bunun oyunu qazanma şansı {chance}, durmağın isə {other_chance}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for begging</source>
        <translation>axtarışa görə bunun oyunu qazanma şansı {chance}, xahiş etməyin isə {other_chance}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for giving one</source>
        <translation>axtarışa görə bunun oyunu qazanma şansı {chance}, bir xal verməyin isə {other_chance}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for running the pack</source>
        <translation>axtarışa görə bunun oyunu qazanma şansı {chance}, yeni kozır açmağın isə {other_chance}</translation>
    </message>
    <message>
        <source>the search rates it as high as playing {card} ({chance})</source>
        <translation>axtarış bunu bu kartı oynamaqla eyni qiymətləndirir ({chance}): {card}</translation>
    </message>
    <message>
        <source>the search rates it as high as standing ({chance})</source>
        <translation>axtarış bunu durmaqla eyni qiymətləndirir ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as begging ({chance})</source>
        <translation>axtarış bunu xahiş etməklə eyni qiymətləndirir ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as giving one ({chance})</source>
        <translation>axtarış bunu bir xal verməklə eyni qiymətləndirir ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as running the pack ({chance})</source>
        <translation>axtarış bunu yeni kozır açmaqla eyni qiymətləndirir ({chance})</translation>
    </message>
    <message>
        <source>it is as good as playing {card} at {other_chance}, within the search&apos;s error, and the hint prefers it because the rules of thumb choose it</source>
        <translation>bu, {card} oynamaq qədər yaxşıdır ({other_chance}): fərq axtarışın xətası daxilindədir, məsləhət isə bunu seçir, çünki adi qaydalar bunu seçir</translation>
    </message>
    <message>
        <source>no trump to stand on: the rules say beg</source>
        <translation>durmaq üçün kozır yoxdur: qaydalara görə xahiş edin</translation>
    </message>
    <message>
        <source>one point from the game: beg (a gift wins it)</source>
        <translation>qələbəyə bir xal qalıb: xahiş edin (hədiyyə xal oyunu qazandırır)</translation>
    </message>
    <message>
        <source>the dealer&apos;s side is near the game: no new kick for them</source>
        <translation>dilerin komandası qələbəyə yaxındır: onlara yeni açılan kart şansı verməyin</translation>
    </message>
    <message>
        <source>your trumps are strong enough to play: stand</source>
        <translation>kozırlarınız oynamaq üçün kifayət qədər güclüdür: durun</translation>
    </message>
    <message>
        <source>too little in trumps: beg for a point or a new kick</source>
        <translation>kozırınız çox azdır: xal və ya yeni açılan kart üçün xahiş edin</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>yeganə seçim</translation>
    </message>
    <message>
        <source>giving one would lose the game: run the pack</source>
        <translation>bir xal vermək oyunu uduzdurar: yeni kozır açın</translation>
    </message>
    <message>
        <source>near the game: run the pack for a kick</source>
        <translation>qələbəyə yaxınsınız: açılan kart üçün yeni kozır açın</translation>
    </message>
    <message>
        <source>this trump suits your hand: keep it and give one</source>
        <translation>bu kozır əlinizə uyğundur: onu saxlayın və «Birini götür» deyin</translation>
    </message>
    <message>
        <source>you are weak in this trump: run the pack for a new kick</source>
        <translation>bu kozırda zəifsiniz: yeni açılan kart üçün yeni kozır açın</translation>
    </message>
    <message>
        <source>giving one is not played: run the pack</source>
        <translation>bir xal vermək burada oynanılmır: yeni kozır açın</translation>
    </message>
    <message>
        <source>giving one is barred at the brink: run the pack</source>
        <translation>qələbənin astanasında bir xal vermək qadağandır: yeni kozır açın</translation>
    </message>
    <message>
        <source>no trump to give one on: the rules say run the pack</source>
        <translation>bir xal vermək üçün kozır yoxdur: qaydalara görə yeni kozır açın</translation>
    </message>
    <message>
        <source>enough trumps, roughly</source>
        <translation>kozır təxminən kifayət qədərdir</translation>
    </message>
    <message>
        <source>few trumps: beg</source>
        <translation>kozır azdır: xahiş edin</translation>
    </message>
    <message>
        <source>likes the trump</source>
        <translation>bu kozırı bəyənir</translation>
    </message>
    <message>
        <source>dislikes the trump: run</source>
        <translation>bu kozırı bəyənmir: yeni kozır açın</translation>
    </message>
    <message>
        <source>{card} (trumps)</source>
        <translation>{card} (kozır)</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two parts of a hint&apos;s reason</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>That is not this table&apos;s code: check it with the host.</source>
        <translation>Bu, bu masanın kodu deyil: ev sahibindən dəqiqləşdirin.</translation>
    </message>
    <message>
        <source>That seat is not open to people: the host gave it to a computer.</source>
        <translation>Bu yer insanlar üçün açıq deyil: ev sahibi onu kompüterə verib.</translation>
    </message>
    <message>
        <source>Someone else has taken that seat: pick another.</source>
        <translation>Bu yeri başqası tutub: başqa yer seçin.</translation>
    </message>
    <message>
        <source>That seat is kept for the friend who sat there in this game: only they can take it back, or the host can give it to you.</source>
        <translation>Bu yer bu oyunda orada oturan dost üçün saxlanılır: onu yalnız həmin dost geri ala bilər, ya da ev sahibi onu sizə verə bilər.</translation>
    </message>
    <message>
        <source>That seat is already connected (from another window?).</source>
        <translation>Bu yer artıq qoşulub (başqa pəncərədən?).</translation>
    </message>
    <message>
        <source>That seat has not been taken yet: join it without a token.</source>
        <translation>Bu yer hələ tutulmayıb: ona tokensiz qoşulun.</translation>
    </message>
    <message>
        <source>The table does not have that seat.</source>
        <translation>Masada belə yer yoxdur.</translation>
    </message>
    <message>
        <source>There is no such seat at a {count}-player table.</source>
        <translation>{count} nəfərlik masada belə yer yoxdur.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Oyun bitib.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Əl bitib.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not yours.</source>
        <translation>İndi sizin yox, {other} oyunçusunun növbəsidir.</translation>
    </message>
    <message>
        <source>It is your turn, not {seat}&apos;s.</source>
        <translation>İndi {seat} oyunçusunun yox, sizin növbənizdir.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not {seat}&apos;s.</source>
        <translation>İndi {seat} oyunçusunun yox, {other} oyunçusunun növbəsidir.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>İndi sizin növbənizdir.</translation>
    </message>
    <message>
        <source>You must stand or beg first.</source>
        <translation>Əvvəlcə durmalı və ya xahiş etməlisiniz.</translation>
    </message>
    <message>
        <source>{seat} must stand or beg first.</source>
        <translation>Əvvəlcə {seat} durmalı və ya xahiş etməlidir.</translation>
    </message>
    <message>
        <source>You must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>Xahişə cavab verməlisiniz: «Birini götür» deyin və ya yeni kozır açın.</translation>
    </message>
    <message>
        <source>{seat} must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>{seat} xahişə cavab verməlidir: «Birini götür» deməli və ya yeni kozır açmalıdır.</translation>
    </message>
    <message>
        <source>You must play a card.</source>
        <translation>Kart oynamalısınız.</translation>
    </message>
    <message>
        <source>{seat} must play a card.</source>
        <translation>{seat} kart oynamalıdır.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: you must run the pack.</source>
        <translation>«Birini götür» xahiş edənlərə oyunu qazandırardı: yeni kozır açmalısınız.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: {seat} must run the pack.</source>
        <translation>«Birini götür» xahiş edənlərə oyunu qazandırardı: {seat} yeni kozır açmalıdır.</translation>
    </message>
    <message>
        <source>Giving one is not played here: you must run the pack.</source>
        <translation>Burada bir xal vermək qaydası yoxdur: yeni kozır açmalısınız.</translation>
    </message>
    <message>
        <source>Giving one is not played here: {seat} must run the pack.</source>
        <translation>Burada bir xal vermək qaydası yoxdur: {seat} yeni kozır açmalıdır.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not give one: run the pack.</source>
        <translation>Sizdə kozır yoxdur, ona görə bir xal verə bilməzsiniz: yeni kozır açın.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not give one: run the pack.</source>
        <translation>{seat} oyunçusunda kozır yoxdur, ona görə {seat} bir xal verə bilməz: yeni kozır açılmalıdır.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not stand: beg.</source>
        <translation>Sizdə kozır yoxdur, ona görə dura bilməzsiniz: xahiş edin.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not stand: beg.</source>
        <translation>{seat} oyunçusunda kozır yoxdur, ona görə {seat} dura bilməz: xahiş etməlidir.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Sizdə bu kart yoxdur: {card}.</translation>
    </message>
    <message>
        <source>{seat} does not hold {card}.</source>
        <translation>{seat} oyunçusunda bu kart yoxdur: {card}.</translation>
    </message>
    <message>
        <source>You must play the called card, {card}.</source>
        <translation>Tələb olunan kartı oynamalısınız: {card}.</translation>
    </message>
    <message>
        <source>{seat} must play the called card, {card}.</source>
        <translation>{seat} tələb olunan kartı oynamalıdır: {card}.</translation>
    </message>
    <message>
        <source>You hold trumps; {suit} were led, so play a trump.</source>
        <translation>Sizdə kozır var; gedişə {suit} ilə başlanıb, ona görə kozır oynayın.</translation>
    </message>
    <message>
        <source>{seat} holds trumps; {suit} were led, so play a trump.</source>
        <translation>{seat} oyunçusunda kozır var; gedişə {suit} ilə başlanıb, ona görə kozır oynanmalıdır.</translation>
    </message>
    <message>
        <source>You may not undertrump {card} while holding other suits.</source>
        <translation>Əlinizdə başqa mastlar varkən bu kozırdan kiçik kozır vura bilməzsiniz: {card}.</translation>
    </message>
    <message>
        <source>{seat} may not undertrump {card} while holding other suits.</source>
        <translation>{seat} əlində başqa mastlar varkən bu kozırdan kiçik kozır vura bilməz: {card}.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit or trump.</source>
        <translation>Sizdə {suit} var: eyni mastdan oynayın və ya kozır vurun.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit or trump.</source>
        <translation>{seat} oyunçusunda {suit} var: eyni mastdan oynamalı və ya kozır vurmalıdır.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit.</source>
        <translation>Sizdə {suit} var: eyni mastdan oynayın.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit.</source>
        <translation>{seat} oyunçusunda {suit} var: eyni mastdan oynamalıdır.</translation>
    </message>
    <message>
        <source>You have no {suit} but hold trumps, so you must trump.</source>
        <translation>Sizdə {suit} yoxdur, amma kozır var, ona görə kozır vurmalısınız.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} but holds trumps, so {seat} must trump.</source>
        <translation>{seat} oyunçusunda {suit} yoxdur, amma kozır var, ona görə {seat} kozır vurmalıdır.</translation>
    </message>
    <message>
        <source>You trumped while holding {suit}, so you must lead {suit} or a trump.</source>
        <translation>Əlinizdə {suit} ola-ola kozır vurdunuz, ona görə gedişə {suit} və ya kozırla başlamalısınız.</translation>
    </message>
    <message>
        <source>{seat} trumped while holding {suit}, so {seat} must lead {suit} or a trump.</source>
        <translation>{seat} əlində {suit} ola-ola kozır vurdu, ona görə {seat} gedişə {suit} və ya kozırla başlamalıdır.</translation>
    </message>
    <message>
        <source>The exposed-card penalty is off: cards out of turn are refused.</source>
        <translation>Açılmış kart cəzası qeyri-aktivdir: növbəsiz kartlar qəbul edilmir.</translation>
    </message>
    <message>
        <source>Cards can be exposed and called only during the play.</source>
        <translation>Kartları yalnız oyun gedişində açmaq və tələb etmək olar.</translation>
    </message>
    <message>
        <source>It is your turn: play the card instead.</source>
        <translation>Sizin növbənizdir: kartı sadəcə oynayın.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn: play the card instead.</source>
        <translation>İndi {seat} oyunçusunun növbəsidir: kartı sadəcə oynamalıdır.</translation>
    </message>
    <message>
        <source>{card} is already exposed.</source>
        <translation>Bu kart artıq açılıb: {card}.</translation>
    </message>
    <message>
        <source>You cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>{other} oyunçusunun kartını tələb edə bilməzsiniz: yalnız rəqiblər tələb edə bilər.</translation>
    </message>
    <message>
        <source>{seat} cannot call your card: only opponents may call.</source>
        <translation>{seat} sizin kartınızı tələb edə bilməz: yalnız rəqiblər tələb edə bilər.</translation>
    </message>
    <message>
        <source>{seat} cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>{seat} {other} oyunçusunun kartını tələb edə bilməz: yalnız rəqiblər tələb edə bilər.</translation>
    </message>
    <message>
        <source>You cannot call your own card: only opponents may call.</source>
        <translation>Öz kartınızı tələb edə bilməzsiniz: yalnız rəqiblər tələb edə bilər.</translation>
    </message>
    <message>
        <source>{card} has already been called.</source>
        <translation>Bu kart artıq tələb olunub: {card}.</translation>
    </message>
    <message>
        <source>You have not exposed {card}.</source>
        <translation>Siz bu kartı açmamısınız: {card}.</translation>
    </message>
    <message>
        <source>{other} has not exposed {card}.</source>
        <translation>{other} bu kartı açmayıb: {card}.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for you now.</source>
        <translation>Bu kartı indi oynaya bilməzsiniz: {card}.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for {other} now.</source>
        <translation>{other} bu kartı indi oynaya bilməz: {card}.</translation>
    </message>
    <message>
        <source>The cut for first dealer is already done.</source>
        <translation>İlk dileri müəyyən etmək üçün dəstə artıq kəsilib.</translation>
    </message>
    <message>
        <source>The dealing method is chosen once, by the first dealer.</source>
        <translation>Paylama üsulunu bir dəfə, ilk diler seçir.</translation>
    </message>
    <message>
        <source>You deal first and choose how to deal.</source>
        <translation>İlk siz paylayırsınız və necə paylamağı siz seçirsiniz.</translation>
    </message>
    <message>
        <source>{other} deals first and chooses how to deal.</source>
        <translation>İlk {other} paylayır və necə paylamağı o seçir.</translation>
    </message>
    <message>
        <source>Deal in ones or threes, not {detail}.</source>
        <translation>Birbir və ya üçbəüç paylayın, {detail} yox.</translation>
    </message>
    <message>
        <source>A hand can be dealt only between hands.</source>
        <translation>Yeni əl yalnız əllər arasında paylana bilər.</translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>Heç bir əl oynanılmır.</translation>
    </message>
    <message>
        <source>No hand has been dealt yet.</source>
        <translation>Hələ heç bir əl paylanmayıb.</translation>
    </message>
    <message>
        <source>{detail} is not a decision.</source>
        <translation>{detail} qərar deyil.</translation>
    </message>
    <message>
        <source>You answered for {other}.</source>
        <translation>Siz {other} oyunçusunun yerinə cavab verdiniz.</translation>
    </message>
    <message>
        <source>{seat} answered for you.</source>
        <translation>{seat} sizin yerinizə cavab verdi.</translation>
    </message>
    <message>
        <source>{seat} answered for {other}.</source>
        <translation>{seat} {other} oyunçusunun yerinə cavab verdi.</translation>
    </message>
    <message>
        <source>You answered for yourself.</source>
        <translation>Siz özünüz üçün cavab verdiniz.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Export is available once the hand is over.</source>
        <translation>İxrac əl bitəndən sonra mümkündür.</translation>
    </message>
    <message>
        <source>This hand is still being played: you see it as you saw it at the table. Export is available once the hand is over.</source>
        <translation>Bu əl hələ oynanılır: onu masada gördüyünüz kimi görürsünüz. İxrac əl bitəndən sonra mümkündür.</translation>
    </message>
    <message>
        <source>Kick: {points} to {side}.</source>
        <translation>Açılan kart: {side} {points} xal alır.</translation>
    </message>
    <message>
        <source>Beg (take one): {points} to {side}.</source>
        <translation>Xahiş («Birini götür»): {side} {points} xal alır.</translation>
    </message>
    <message>
        <source>High: {points} to {side}.</source>
        <translation>Yüksək: {side} {points} xal alır.</translation>
    </message>
    <message>
        <source>Low: {points} to {side}.</source>
        <translation>Aşağı: {side} {points} xal alır.</translation>
    </message>
    <message>
        <source>Jack: {points} to {side}.</source>
        <translation>Jek: {side} {points} xal alır.</translation>
    </message>
    <message>
        <source>Hang Jack: {points} to {side}.</source>
        <translation>Asılmış jek: {side} {points} xal alır.</translation>
    </message>
    <message>
        <source>Game: {points} to {side}.</source>
        <translation>Oyun: {side} {points} xal alır.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the disk is full.</source>
        <translation>Əl saxlanmadı ({path}): disk doludur.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder cannot be written to (it is read-only, or not yours).</source>
        <translation>Əl saxlanmadı ({path}): qovluğa yazmaq olmur (yalnız oxunur və ya sizin deyil).</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder does not exist.</source>
        <translation>Əl saxlanmadı ({path}): qovluq mövcud deyil.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: {reason}.</source>
        <translation>Əl saxlanmadı ({path}): {reason}.</translation>
    </message>
    <message>
        <source>The pack ran out and was dealt again.</source>
        <translation>Dəstə bitdi və kartlar yenidən paylandı.</translation>
    </message>
    <message>
        <source>The kick is {card}.</source>
        <translation>Açılan kart: {card}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The kick is {card} (after {earlier}).</source>
        <translation>Açılan kart: {card} (əvvəlkilər: {earlier}).</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game to</source>
        <translation>Oyunun hədəfi</translation>
    </message>
    <message>
        <source>The score a side must reach to win the game.</source>
        <translation>Komandanın oyunu qazanmaq üçün toplamalı olduğu xal.</translation>
    </message>
    <message>
        <source>14 points</source>
        <translation>14 xal</translation>
    </message>
    <message>
        <source>7 points</source>
        <translation>7 xal</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 xal</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 xal</translation>
    </message>
    <message>
        <source>22 points</source>
        <translation>22 xal</translation>
    </message>
    <message>
        <source>to {value}</source>
        <translation>{value} xala qədər</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Oyunçular</translation>
    </message>
    <message>
        <source>Four in two partnerships, or one against one.</source>
        <translation>Dörd nəfər iki tərəfdaş cütü kimi, ya da təkbətək.</translation>
    </message>
    <message>
        <source>Four players: you and a partner</source>
        <translation>Dörd oyunçu: siz və tərəfdaşınız</translation>
    </message>
    <message>
        <source>Two players: one against one</source>
        <translation>İki oyunçu: təkbətək</translation>
    </message>
    <message>
        <source>{value} players</source>
        <translation>{value} oyunçu</translation>
    </message>
    <message>
        <source>Kick scores</source>
        <translation>Açılan kartın xalları</translation>
    </message>
    <message>
        <source>What the dealer&apos;s side scores for the card turned up as the kick.</source>
        <translation>Kozırı göstərmək üçün çevrilən kart üçün dilerin komandasının aldığı xal.</translation>
    </message>
    <message>
        <source>Trinidad: ace 1, six 2, jack 3</source>
        <translation>Trinidad: as 1, altılıq 2, jek 3</translation>
    </message>
    <message>
        <source>Tobago: ace 1, two 2, jack 3</source>
        <translation>Tobaqo: as 1, ikilik 2, jek 3</translation>
    </message>
    <message>
        <source>Tobago kicks</source>
        <translation>açılan kart Tobaqo qaydası ilə</translation>
    </message>
    <message>
        <source>Hang jack</source>
        <translation>Jeki asmaq</translation>
    </message>
    <message>
        <source>Whether the jack of trumps captured by the other side scores more for them.</source>
        <translation>Kozır jekini rəqib komanda alanda ona artıq xal verilib-verilməməsi.</translation>
    </message>
    <message>
        <source>on: points to the side that hangs it</source>
        <translation>aktiv: xallar jeki asan komandaya</translation>
    </message>
    <message>
        <source>off: the jack is 1 to whoever wins it</source>
        <translation>qeyri-aktiv: jek onu alana 1 xal verir</translation>
    </message>
    <message>
        <source>no hang jack</source>
        <translation>jek asılmır</translation>
    </message>
    <message>
        <source>Hang jack worth</source>
        <translation>Asılmış jekin dəyəri</translation>
    </message>
    <message>
        <source>What hanging the jack scores.</source>
        <translation>Jeki asmağın verdiyi xal.</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 xal</translation>
    </message>
    <message>
        <source>6 points (tournament play)</source>
        <translation>6 xal (turnir oyunu)</translation>
    </message>
    <message>
        <source>hang jack {value}</source>
        <translation>asılmış jek {value}</translation>
    </message>
    <message>
        <source>Game is worth</source>
        <translation>Oyun xalının dəyəri</translation>
    </message>
    <message>
        <source>What the side with more card points scores for Game.</source>
        <translation>Daha çox kart xalı olan komandanın Oyun üçün aldığı xal.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 xal</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 xal</translation>
    </message>
    <message>
        <source>game worth 2</source>
        <translation>Oyun xalı 2</translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation>Oyunda bərabərlik</translation>
    </message>
    <message>
        <source>Who scores Game when the card points are equal.</source>
        <translation>Kart xalları bərabər olanda Oyun xalını kimin aldığı.</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>heç kim almır</translation>
    </message>
    <message>
        <source>the non-dealer&apos;s side scores</source>
        <translation>diler olmayan komanda alır</translation>
    </message>
    <message>
        <source>tied game to non-dealer</source>
        <translation>bərabər Oyun diler olmayana</translation>
    </message>
    <message>
        <source>Take one at the brink</source>
        <translation>Qələbə həddində «Birini götür»</translation>
    </message>
    <message>
        <source>Whether the dealer may give one when it would give the beggars the game.</source>
        <translation>Bu xal xahiş edən komandaya oyunu qazandıracaqsa, dilerin bir xal verə bilib-bilməməsi.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>olar</translation>
    </message>
    <message>
        <source>dealer must run the pack if it would end the game</source>
        <translation>oyunu bitirəcəksə, diler yeni kozır açmalıdır</translation>
    </message>
    <message>
        <source>no giving one at the brink</source>
        <translation>qələbə həddində bir xal verilmir</translation>
    </message>
    <message>
        <source>Out of the suit led</source>
        <translation>Başlanan mast olmayanda</translation>
    </message>
    <message>
        <source>What a player with none of the suit led may play.</source>
        <translation>Başlanan mastdan kartı olmayan oyunçunun nə oynaya biləcəyi.</translation>
    </message>
    <message>
        <source>play any card</source>
        <translation>istənilən kartı oynaya bilər</translation>
    </message>
    <message>
        <source>must trump if able</source>
        <translation>bacarırsa, kozır vurmalıdır</translation>
    </message>
    <message>
        <source>void must trump</source>
        <translation>mastı olmayan kozır vurmalıdır</translation>
    </message>
    <message>
        <source>Undertrumping</source>
        <translation>Kiçik kozır vurmaq</translation>
    </message>
    <message>
        <source>Whether a trump lower than one already in a plain-suit trick may be played.</source>
        <translation>Adi mastla başlanan fənddə artıq olan kozırdan kiçik kozır oynamağın olub-olmaması.</translation>
    </message>
    <message>
        <source>not allowed unless holding only trumps</source>
        <translation>olmaz, yalnız əldə ancaq kozır qalıbsa olar</translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation>kiçik kozır vurmaq olmaz</translation>
    </message>
    <message>
        <source>Cards shown out of turn</source>
        <translation>Növbəsiz göstərilən kartlar</translation>
    </message>
    <message>
        <source>Whether a card played out of turn stays exposed for the opponents to call.</source>
        <translation>Növbəsiz oynanan kartın rəqiblər tələb edə bilsin deyə açıq qalıb-qalmaması.</translation>
    </message>
    <message>
        <source>stay face up and may be called</source>
        <translation>açıq qalır və tələb oluna bilər</translation>
    </message>
    <message>
        <source>are simply refused</source>
        <translation>sadəcə qəbul edilmir</translation>
    </message>
    <message>
        <source>no exposed-card penalty</source>
        <translation>açılmış karta cəza yoxdur</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Durmaq</translation>
    </message>
    <message>
        <source>Whether first hand may stand without a trump.</source>
        <translation>Birinci əlin kozırı olmadan dura bilib-bilməməsi.</translation>
    </message>
    <message>
        <source>on any hand</source>
        <translation>istənilən kartlarla</translation>
    </message>
    <message>
        <source>only holding a trump; else first hand begs</source>
        <translation>yalnız kozır varsa; yoxsa birinci əl xahiş edir</translation>
    </message>
    <message>
        <source>stand needs a trump</source>
        <translation>durmaq üçün kozır lazımdır</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Birini götür</translation>
    </message>
    <message>
        <source>Whether the dealer may give one without a trump.</source>
        <translation>Dilerin kozırı olmadan bir xal verə bilib-bilməməsi.</translation>
    </message>
    <message>
        <source>only holding a trump; else the pack is run</source>
        <translation>yalnız kozır varsa; yoxsa yeni kozır açılır</translation>
    </message>
    <message>
        <source>give needs a trump</source>
        <translation>bir xal vermək üçün kozır lazımdır</translation>
    </message>
    <message>
        <source>Giving one</source>
        <translation>Bir xal vermək</translation>
    </message>
    <message>
        <source>Whether the dealer may answer a beg with one point.</source>
        <translation>Dilerin xahişə bir xalla cavab verə bilib-bilməməsi.</translation>
    </message>
    <message>
        <source>never: a beg always runs the pack</source>
        <translation>heç vaxt: xahişdən sonra həmişə yeni kozır açılır</translation>
    </message>
    <message>
        <source>never give one</source>
        <translation>bir xal heç vaxt verilmir</translation>
    </message>
    <message>
        <source>Pack runs out</source>
        <translation>Dəstə bitəndə</translation>
    </message>
    <message>
        <source>What happens when running the pack turns up no new suit.</source>
        <translation>Yeni kozır açılışı yeni mast gətirməyəndə nə baş verdiyi.</translation>
    </message>
    <message>
        <source>the same dealer deals again</source>
        <translation>eyni diler yenidən paylayır</translation>
    </message>
    <message>
        <source>turn the cards left as kicks until a new suit</source>
        <translation>qalan kartlar yeni mast çıxana qədər açılan kart kimi çevrilir</translation>
    </message>
    <message>
        <source>pack out: kicks</source>
        <translation>dəstə bitəndə: açılan kartlar</translation>
    </message>
    <message>
        <source>Trump and follow</source>
        <translation>Kozırdan sonra borclu gediş</translation>
    </message>
    <message>
        <source>Whether trumping while holding the suit led binds your next lead.</source>
        <translation>Başlanan mast əlinizdə ola-ola kozır vurmağın növbəti ilk gedişinizi bağlayıb-bağlamaması.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>qeyri-aktiv</translation>
    </message>
    <message>
        <source>trump holding the suit led: next lead that suit or a trump</source>
        <translation>mast ola-ola kozır vuran növbəti gedişə o mastla və ya kozırla başlayır</translation>
    </message>
    <message>
        <source>trump and follow</source>
        <translation>kozırdan sonra borclu gediş</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; … &lt;b&gt;9&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;-&lt;/b&gt;, &lt;b&gt;=&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt; … &lt;b&gt;9&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;-&lt;/b&gt;, &lt;b&gt;=&lt;/b&gt;</translation>
    </message>
    <message>
        <source>play the 1st … 9th, 10th, 11th, 12th card of your hand, from the left</source>
        <translation>əlinizdə soldan 1-ci … 9-cu, 10-cu, 11-ci, 12-ci kartı oynayın</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, then &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, sonra &lt;b&gt;Enter&lt;/b&gt; və ya &lt;b&gt;Boşluq&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move to a playable card and play it</source>
        <translation>oynana bilən karta keçin və onu oynayın</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; və ya &lt;b&gt;Boşluq&lt;/b&gt;</translation>
    </message>
    <message>
        <source>answer a question or a panel with its first button (Stand, Take one, Next hand, Rematch)</source>
        <translation>suala və ya panelə onun birinci düyməsi ilə cavab verin (Dur, Birini götür, Növbəti əl, Revanş)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt;</translation>
    </message>
    <message>
        <source>dismiss an explanation in the status line</source>
        <translation>status sətrindəki izahı bağlayın</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt;</source>
        <translation>&lt;b&gt;H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>hint: what the expert would do, and why</source>
        <translation>məsləhət: ekspert nə edərdi və niyə</translation>
    </message>
    <message>
        <source>&lt;b&gt;L&lt;/b&gt;</source>
        <translation>&lt;b&gt;L&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the last trick, face up (or point at a won pile)</source>
        <translation>son fənd, üzü yuxarı (və ya siçanı alınmış kartların üstünə gətirin)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Z&lt;/b&gt;</translation>
    </message>
    <message>
        <source>take back your last decision of the hand</source>
        <translation>bu əldəki son qərarınızı geri alın</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+H&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>score history</source>
        <translation>hesab tarixçəsi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+N&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>yeni oyun</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a six {six}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Dəstəni ən yüksək kartla kəsən ilk diler olur. Diler sağındakı oyunçudan (&lt;i&gt;birinci əl&lt;/i&gt;) başlayaraq hər kəsə altı kart paylayır: birbir və ya üçbəüç (bu, bütün oyun üçün bir dəfə seçilir). Növbəti kart üzü yuxarı çevrilir: bu, &lt;b&gt;açılan kart&lt;/b&gt; adlanır. Onun mastı kozır olur. Açılan kart as olsa, dilerin komandası dərhal {ace} xal alır, altılıq olsa {six}, jek olsa {jack}.</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a two {two}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Dəstəni ən yüksək kartla kəsən ilk diler olur. Diler sağındakı oyunçudan (&lt;i&gt;birinci əl&lt;/i&gt;) başlayaraq hər kəsə altı kart paylayır: birbir və ya üçbəüç (bu, bütün oyun üçün bir dəfə seçilir). Növbəti kart üzü yuxarı çevrilir: bu, &lt;b&gt;açılan kart&lt;/b&gt; adlanır. Onun mastı kozır olur. Açılan kart as olsa, dilerin komandası dərhal {ace} xal alır, ikilik olsa {two}, jek olsa {jack}.</translation>
    </message>
    <message>
        <source>First hand looks at their cards and says &lt;b&gt;&quot;Stand&quot;&lt;/b&gt; (play with this trump) or &lt;b&gt;&quot;I beg&quot;&lt;/b&gt;.</source>
        <translation>Birinci əl kartlarına baxıb ya &lt;b&gt;«Dur»&lt;/b&gt; (bu kozırla oynanılsın), ya da &lt;b&gt;«Xahiş edirəm»&lt;/b&gt; deyir.</translation>
    </message>
    <message>
        <source>In this game first hand may stand only while holding a trump (a card of the kick&apos;s suit); without one, first hand must beg.</source>
        <translation>Bu oyunda birinci əl yalnız əlində kozır (açılan kartın mastından kart) olanda dura bilər; kozırı yoxdursa, xahiş etməlidir.</translation>
    </message>
    <message>
        <source>To a beg the dealer always &lt;b&gt;runs the pack&lt;/b&gt; (giving one is never played in this game): three more cards each and a new kick.</source>
        <translation>Xahişə cavab olaraq diler həmişə &lt;b&gt;yeni kozır açır&lt;/b&gt; (bu oyunda bir xal vermək yoxdur): hər kəsə daha üç kart verilir və yeni kart açılır.</translation>
    </message>
    <message>
        <source>To a beg the dealer either says &lt;b&gt;&quot;Take one&quot;&lt;/b&gt; (the beggars score a point and trumps stay) or &lt;b&gt;runs the pack&lt;/b&gt;: three more cards each and a new kick.</source>
        <translation>Xahişə cavab olaraq diler ya &lt;b&gt;«Birini götür»&lt;/b&gt; deyir (xahiş edənlər bir xal alır, kozır dəyişmir), ya da &lt;b&gt;yeni kozır açır&lt;/b&gt;: hər kəsə daha üç kart verilir və yeni kart açılır.</translation>
    </message>
    <message>
        <source>The dealer may say &quot;Take one&quot; only while holding a trump; without one, the pack is run.</source>
        <translation>Diler yalnız əlində kozır olanda «Birini götür» deyə bilər; kozırı yoxdursa, yeni kozır açılır.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the dealer turns the cards left one at a time as kicks (each scoring like a kick) until one of a new suit sets trumps, with no more dealing; only if none does, the same dealer shuffles and deals again.</source>
        <translation>Yeni açılan kart əvvəlki mastdandırsa, diler yeni mast çıxana qədər yenə yeni kozır açır; dəstə ondan əvvəl bitərsə, diler daha kart paylamadan qalan kartları bir-bir açılan kart kimi çevirir (hər biri açılan kart kimi xal gətirir) və yeni mastdan çıxan ilk kart kozırı təyin edir; belə kart çıxmasa, eyni diler kartları qarışdırıb yenidən paylayır.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the same dealer shuffles and deals again.</source>
        <translation>Yeni açılan kart əvvəlki mastdandırsa, diler yeni mast çıxana qədər yenə yeni kozır açır; dəstə ondan əvvəl bitərsə, eyni diler kartları qarışdırıb yenidən paylayır.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you must trump if you can, otherwise play anything. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>İlk gedişi birinci əl edir. Adi mastla başlanıbsa, eyni mastdan oynamalı &lt;b&gt;və ya kozır vurmalısınız&lt;/b&gt;; həmin mastdan kartınız yoxdursa, bacarırsınızsa kozır vurmalısınız, yoxsa istənilən kartı oynayın. Kozırla başlanıbsa, bacarırsınızsa kozır oynamalısınız. Fəndi ən yüksək kozır alır, kozır yoxdursa başlanan mastın ən yüksək kartı; növbəti gedişə fəndi alan başlayır.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you may play any card. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>İlk gedişi birinci əl edir. Adi mastla başlanıbsa, eyni mastdan oynamalı &lt;b&gt;və ya kozır vurmalısınız&lt;/b&gt;; həmin mastdan kartınız yoxdursa, istənilən kartı oynaya bilərsiniz. Kozırla başlanıbsa, bacarırsınızsa kozır oynamalısınız. Fəndi ən yüksək kozır alır, kozır yoxdursa başlanan mastın ən yüksək kartı; növbəti gedişə fəndi alan başlayır.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trump and follow&lt;/b&gt;: if you trump a plain-suit trick while still holding that suit, at your next lead you must lead that suit or a trump.</source>
        <translation>&lt;b&gt;Kozırdan sonra borclu gediş&lt;/b&gt;: adi mastla başlanan fəndə həmin mast əlinizdə ola-ola kozır vursanız, növbəti ilk gedişinizi o mastla və ya kozırla etməlisiniz.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; hang jack is off: it is always 1 point.</source>
        <translation>&lt;b&gt;Jek&lt;/b&gt;: kozır jekini fənddə alan komandaya 1 xal; jeki asmaq qeyri-aktivdir: jek həmişə 1 xaldır.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 6 points to them.</source>
        <translation>&lt;b&gt;Jek&lt;/b&gt;: kozır jekini fənddə alan komandaya 1 xal; jeki rəqib komanda alırsa, bu &lt;b&gt;jeki asmaqdır&lt;/b&gt;: onlar 6 xal alır.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 3 points to them.</source>
        <translation>&lt;b&gt;Jek&lt;/b&gt;: kozır jekini fənddə alan komandaya 1 xal; jeki rəqib komanda alırsa, bu &lt;b&gt;jeki asmaqdır&lt;/b&gt;: onlar 3 xal alır.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie scores nothing.</source>
        <translation>&lt;b&gt;Oyun&lt;/b&gt;: alınan kartları sayın: as 4, kral 3, kraliça 2, jek 1, onluq 10. Cəmi çox olan 1 xal alır. Bərabərlikdə heç kim xal almır.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Oyun&lt;/b&gt;: alınan kartları sayın: as 4, kral 3, kraliça 2, jek 1, onluq 10. Cəmi çox olan 1 xal alır. Bərabərlikdə xal diler olmayan komandaya verilir.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie scores nothing.</source>
        <translation>&lt;b&gt;Oyun&lt;/b&gt;: alınan kartları sayın: as 4, kral 3, kraliça 2, jek 1, onluq 10. Cəmi çox olan 2 xal alır. Bərabərlikdə heç kim xal almır.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Oyun&lt;/b&gt;: alınan kartları sayın: as 4, kral 3, kraliça 2, jek 1, onluq 10. Cəmi çox olan 2 xal alır. Bərabərlikdə xal diler olmayan komandaya verilir.</translation>
    </message>
    <message>
        <source>&lt;b&gt;High&lt;/b&gt;: 1 to the side dealt the highest trump.</source>
        <translation>&lt;b&gt;Yüksək&lt;/b&gt;: ən yüksək kozır paylanmış komandaya 1 xal.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Low&lt;/b&gt;: 1 to the side dealt the lowest trump (whoever wins it).</source>
        <translation>&lt;b&gt;Aşağı&lt;/b&gt;: ən aşağı kozır paylanmış komandaya 1 xal (fənddə onu kim alsa da).</translation>
    </message>
    <message>
        <source>All Fours, the Trinidad way</source>
        <translation>All Fours, Trinidad üsulu ilə</translation>
    </message>
    <message>
        <source>Four players in two partnerships, partners facing each other (or one against one). Deal and play go to the &lt;b&gt;right&lt;/b&gt;. A full 52-card pack; aces high.</source>
        <translation>Dörd oyunçu iki tərəfdaş cütü kimi oynayır, tərəfdaşlar üz-üzə oturur (və ya təkbətək). Paylama və oyun &lt;b&gt;sağa&lt;/b&gt; gedir. Tam 52 kartlıq dəstə; as ən yüksək kartdır.</translation>
    </message>
    <message>
        <source>The first side to reach &lt;b&gt;{target}&lt;/b&gt; wins at once, even in the middle of the counting or on a kick.</source>
        <translation>&lt;b&gt;{target}&lt;/b&gt; xala ilk çatan komanda dərhal qalib gəlir, hətta xallar sayılarkən və ya açılan kartla olsa belə.</translation>
    </message>
    <message>
        <source>The deal and the kick</source>
        <translation>Paylama və açılan kart</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Durmaq və ya xahiş etmək</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Oyunun gedişi</translation>
    </message>
    <message>
        <source>Scoring, in this order</source>
        <translation>Xallar, bu ardıcıllıqla</translation>
    </message>
    <message>
        <source>This game&apos;s options</source>
        <translation>Bu oyunun seçimləri</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Düymələr</translation>
    </message>
    <message>
        <source>Rules of All Fours</source>
        <translation>All Fours qaydaları</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Hand {number} · to {target}</source>
        <translation>Əl {number} · {target} xala qədər</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Oyun {target} xala qədər</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Kozır</translation>
    </message>
    <message>
        <source>Card points {us} – {them}</source>
        <translation>Kart xalları {us} – {them}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand finished yet. The first to {target} wins.</source>
        <translation>Hələ heç bir əl bitməyib. {target} xala ilk çatan qalib gəlir.</translation>
    </message>
    <message>
        <source>After hand {number}: {us} {our_score}, {them} {their_score}. The first to {target} wins.</source>
        <translation>Əl {number} bitdi: {us} {our_score}, {them} {their_score}. {target} xala ilk çatan qalib gəlir.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Əl</translation>
    </message>
    <message>
        <source>{target} to win</source>
        <translation>Qələbə: {target}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your game history can be written again: this game is saved, with every decision made while it could not be.</source>
        <translation>Oyun tarixçənizə yenidən yazmaq mümkündür: bu oyun, yazmaq mümkün olmayan vaxt verilən bütün qərarlarla birlikdə saxlanıldı.</translation>
    </message>
    <message>
        <source>This game cannot be saved just now: {problem}. Play on: every decision is kept, and written as soon as the history takes it.</source>
        <translation>Bu oyunu hazırda saxlamaq mümkün deyil: {problem}. Oynamağa davam edin: hər qərar yadda saxlanılır və tarixçə qəbul edən kimi yazılır.</translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation>Əl bitib: geri alınacaq heç nə yoxdur.</translation>
    </message>
    <message>
        <source>You have made no decision in this hand yet.</source>
        <translation>Bu əldə hələ heç bir qərar verməmisiniz.</translation>
    </message>
    <message>
        <source>The lock file {file} in {folder} could not be read, nor moved out of the way ({problem}); its game cannot be played until that file is removed.</source>
        <translation>{folder} qovluğundakı {file} kilid faylı oxuna bilmədi və kənara köçürülə də bilmədi ({problem}); həmin fayl silinənə qədər onun oyunu oynanıla bilməz.</translation>
    </message>
    <message>
        <source>The lock file of a game in progress ({file}) could not be read; it was kept as {kept}, and the game can be played again.</source>
        <translation>Davam edən oyunun kilid faylı ({file}) oxuna bilmədi; o, {kept} kimi saxlanıldı və oyun yenidən oynanıla bilər.</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Dur</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Xahiş et</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Birini götür</translation>
    </message>
    <message>
        <source>Run the pack</source>
        <translation>Yeni kozır aç</translation>
    </message>
    <message>
        <source>No hint available: {problem}</source>
        <translation>Məsləhət yoxdur: {problem}</translation>
    </message>
    <message>
        <source>Deal in threes: the usual way in Trinidad, and quicker. One at a time or in threes, the cards are as random either way.</source>
        <translation>Üçbəüç paylayın: Trinidadda adi üsul budur və daha tezdir. Birbir və ya üçbəüç, kartlar hər halda eyni dərəcədə təsadüfi olur.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Oynayın: {card}</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game): {why}.</source>
        <translation>{advice} (oyunu qazanma şansı {chance}): {why}.</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game).</source>
        <translation>{advice} (oyunu qazanma şansı {chance}).</translation>
    </message>
    <message>
        <source>{advice}: {why}.</source>
        <translation>{advice}: {why}.</translation>
    </message>
    <message>
        <source>{advice}.</source>
        <translation>{advice}.</translation>
    </message>
    <message>
        <source>of all the ways the cards you cannot see may lie, this does best</source>
        <translation>görmədiyiniz kartların mümkün bütün düzülüşləri arasında bu, ən yaxşı nəticəni verir</translation>
    </message>
    <message>
        <source>it is still stuck on an earlier decision</source>
        <translation>o, hələ əvvəlki qərarda ilişib qalıb</translation>
    </message>
    <message>
        <source>no answer in {seconds} s</source>
        <translation>{seconds} san ərzində cavab yoxdur</translation>
    </message>
    <message>
        <source>it chose an illegal move ({reason})</source>
        <translation>o, qaydaya zidd gediş seçdi ({reason})</translation>
    </message>
    <message>
        <source>Wait for your turn: {name} is to play.</source>
        <translation>Növbənizi gözləyin: indi {name} oynayır.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is not text</source>
        <translation>mətn deyil</translation>
    </message>
    <message>
        <source>is not {kind} ({listed} or {last})</source>
        <translation>{kind} deyil ({listed} və ya {last})</translation>
    </message>
    <message>
        <source>is not a language ({codes}, or nothing for the system&apos;s)</source>
        <translation>dil deyil ({codes} və ya sistem dili üçün boş)</translation>
    </message>
    <message>
        <source>a card back</source>
        <translation>kart arxası</translation>
    </message>
    <message>
        <source>is neither true nor false</source>
        <translation>nə «true», nə də «false» deyil</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>boşdur</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>{limit} simvoldan uzundur</translation>
    </message>
    <message>
        <source>has a control character in it</source>
        <translation>idarə simvolu ehtiva edir</translation>
    </message>
    <message>
        <source>cannot be used ({reason})</source>
        <translation>istifadə oluna bilməz ({reason})</translation>
    </message>
    <message>
        <source>is not a saved window size and place</source>
        <translation>saxlanmış pəncərə ölçüsü və yeri deyil</translation>
    </message>
    <message>
        <source>is not a port number (0 to 65535)</source>
        <translation>port nömrəsi deyil (0–65535)</translation>
    </message>
    <message>
        <source>is not a number of seconds from {least} to {most}</source>
        <translation>{least} ilə {most} arasında saniyə sayı deyil</translation>
    </message>
    <message>
        <source>is not a seat at a table</source>
        <translation>masada yer deyil</translation>
    </message>
    <message>
        <source>is not a server&apos;s address</source>
        <translation>server ünvanı deyil</translation>
    </message>
    <message>
        <source>is not a list of files</source>
        <translation>fayl siyahısı deyil</translation>
    </message>
    <message>
        <source>a speed</source>
        <translation>sürət</translation>
    </message>
    <message>
        <source>normal speed is used instead</source>
        <translation>əvəzinə normal sürət istifadə olunur</translation>
    </message>
    <message>
        <source>the red back is used instead</source>
        <translation>əvəzinə qırmızı arxa istifadə olunur</translation>
    </message>
    <message>
        <source>two-colour suits are used instead</source>
        <translation>əvəzinə iki rəngli mastlar istifadə olunur</translation>
    </message>
    <message>
        <source>the strict table is off</source>
        <translation>sərt masa qeyri-aktivdir</translation>
    </message>
    <message>
        <source>card points are shown</source>
        <translation>kart xalları göstərilir</translation>
    </message>
    <message>
        <source>the usual table colours are used</source>
        <translation>masanın adi rəngləri istifadə olunur</translation>
    </message>
    <message>
        <source>cards are sized to the window</source>
        <translation>kartların ölçüsü pəncərəyə uyğunlaşdırılır</translation>
    </message>
    <message>
        <source>cards move as usual</source>
        <translation>kartlar adi qaydada hərəkət edir</translation>
    </message>
    <message>
        <source>every card played is said</source>
        <translation>oynanan hər kart deyilir</translation>
    </message>
    <message>
        <source>3 seconds a decision are used instead</source>
        <translation>əvəzində hər qərara 3 saniyə istifadə olunur</translation>
    </message>
    <message>
        <source>the standard rules are used instead</source>
        <translation>əvəzinə standart qaydalar istifadə olunur</translation>
    </message>
    <message>
        <source>{name} is used instead</source>
        <translation>əvəzinə {name} istifadə olunur</translation>
    </message>
    <message>
        <source>a level</source>
        <translation>səviyyə</translation>
    </message>
    <message>
        <source>medium is used instead</source>
        <translation>əvəzinə orta səviyyə istifadə olunur</translation>
    </message>
    <message>
        <source>the system&apos;s language is used instead</source>
        <translation>əvəzinə sistemin dili istifadə olunur</translation>
    </message>
    <message>
        <source>Learn to Play is offered again at the next start</source>
        <translation>«Oynamağı öyrən» növbəti açılışda yenidən təklif olunacaq</translation>
    </message>
    <message>
        <source>the window opens at its usual size instead</source>
        <translation>pəncərə əvəzinə adi ölçüsündə açılır</translation>
    </message>
    <message>
        <source>port {port} is offered instead</source>
        <translation>əvəzinə {port} portu təklif olunur</translation>
    </message>
    <message>
        <source>you type it again when you host or join</source>
        <translation>masa açanda və ya qoşulanda onu yenidən yazırsınız</translation>
    </message>
    <message>
        <source>you type it again when you join</source>
        <translation>qoşulanda onu yenidən yazırsınız</translation>
    </message>
    <message>
        <source>a new code is made when you host again</source>
        <translation>yenidən masa açanda yeni kod yaradılır</translation>
    </message>
    <message>
        <source>you join that table afresh</source>
        <translation>həmin masaya yenidən qoşulursunuz</translation>
    </message>
    <message>
        <source>the public mailbox server is used instead</source>
        <translation>əvəzinə ictimai poçt qutusu serveri istifadə olunur</translation>
    </message>
    <message>
        <source>the public transit relay is used instead</source>
        <translation>əvəzinə ictimai tranzit rele serveri istifadə olunur</translation>
    </message>
    <message>
        <source>a place</source>
        <translation>məkan</translation>
    </message>
    <message>
        <source>a table on this network is offered first</source>
        <translation>əvvəlcə bu şəbəkədəki masa təklif olunur</translation>
    </message>
    <message>
        <source>a game you saved elsewhere is not taken back by itself: it stays in its file</source>
        <translation>başqa yerdə saxladığınız oyun öz-özünə geri götürülmür: öz faylında qalır</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>animasiya sürəti</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>kartın arxası</translation>
    </message>
    <message>
        <source>the four-colour suits choice</source>
        <translation>dörd rəngli mast seçimi</translation>
    </message>
    <message>
        <source>the strict table choice</source>
        <translation>sərt masa seçimi</translation>
    </message>
    <message>
        <source>the card points choice</source>
        <translation>kart xalları seçimi</translation>
    </message>
    <message>
        <source>the high-contrast choice</source>
        <translation>yüksək kontrast seçimi</translation>
    </message>
    <message>
        <source>the large cards choice</source>
        <translation>böyük kartlar seçimi</translation>
    </message>
    <message>
        <source>the reduce motion choice</source>
        <translation>animasiyanı azaltma seçimi</translation>
    </message>
    <message>
        <source>the screen reader&apos;s choice</source>
        <translation>ekran oxuyucusu seçimi</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>qaydalar</translation>
    </message>
    <message>
        <source>the coach&apos;s thinking time</source>
        <translation>məşqçinin düşünmə vaxtı</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>dil</translation>
    </message>
    <message>
        <source>whether Learn to Play was offered</source>
        <translation>«Oynamağı öyrən» təklifi</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>pəncərənin ölçüsü və yeri</translation>
    </message>
    <message>
        <source>your table&apos;s port</source>
        <translation>masanızın portu</translation>
    </message>
    <message>
        <source>your name at tables</source>
        <translation>masalardakı adınız</translation>
    </message>
    <message>
        <source>the last table&apos;s address</source>
        <translation>son masanın ünvanı</translation>
    </message>
    <message>
        <source>the last table&apos;s code</source>
        <translation>son masanın kodu</translation>
    </message>
    <message>
        <source>your table&apos;s code</source>
        <translation>masanızın kodu</translation>
    </message>
    <message>
        <source>your seat at the last table</source>
        <translation>son masadakı yeriniz</translation>
    </message>
    <message>
        <source>the mailbox server of internet tables</source>
        <translation>internet masalarının poçt qutusu serveri</translation>
    </message>
    <message>
        <source>the transit relay of internet tables</source>
        <translation>internet masalarının tranzit rele serveri</translation>
    </message>
    <message>
        <source>where your last table&apos;s friends were</source>
        <translation>son masanızdakı dostların harada olduğu</translation>
    </message>
    <message>
        <source>the games you saved elsewhere</source>
        <translation>başqa yerdə saxladığınız oyunlar</translation>
    </message>
    <message>
        <source>{name}&apos;s level</source>
        <translation>{name} oyunçusunun səviyyəsi</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>adınız</translation>
    </message>
    <message>
        <source>the name of player {number}</source>
        <translation>{number} nömrəli oyunçunun adı</translation>
    </message>
    <message>
        <source>a value of the wrong kind</source>
        <translation>yanlış növdə dəyər</translation>
    </message>
    <message>
        <source>Your settings file could not be read, nor moved out of the way; the defaults are in use.</source>
        <translation>Ayarlar faylınız oxuna bilmədi və kənara köçürülə də bilmədi; standart ayarlar istifadə olunur.</translation>
    </message>
    <message>
        <source>Your settings file could not be read; it was kept as {file} and the defaults are in use.</source>
        <translation>Ayarlar faylınız oxuna bilmədi; o, {file} kimi saxlanıldı və standart ayarlar istifadə olunur.</translation>
    </message>
    <message>
        <source>Your settings had {what} in a form that could not be read; {fallback}.</source>
        <translation>Ayarlarınızda {what} oxuna bilməyən formada idi; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings had {value} as {what}, which {why}; {fallback}.</source>
        <translation>Ayarlarınızda {what} üçün {value} yazılıb, bu dəyər {why}; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings file could not be copied, so it was left as it is; these problems will show again next time.</source>
        <translation>Ayarlar faylınız kopyalana bilmədi, ona görə olduğu kimi saxlanıldı; bu problemlər növbəti dəfə yenə görünəcək.</translation>
    </message>
    <message>
        <source>Your settings file as it was is kept as {file}.</source>
        <translation>Ayarlar faylınızın əvvəlki halı {file} kimi saxlanılıb.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Sürətli</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Dərhal</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Qırmızı</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Göy</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Yaşıl</translation>
    </message>
    <message>
        <source>Trinidad</source>
        <translation>Trinidad</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (diamonds blue, clubs green)</source>
        <translation>&amp;Dörd rəngli mastlar (kərpic göy, xaç yaşıl)</translation>
    </message>
    <message>
        <source>S&amp;trict table: a card clicked out of turn is exposed</source>
        <translation>&amp;Sərt masa: növbəsiz basılan kart açılır</translation>
    </message>
    <message>
        <source>Show each side&apos;s card &amp;points for Game during the hand</source>
        <translation>&amp;Əl boyu hər komandanın Oyun üçün kart xallarını göstər</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black, white and yellow)</source>
        <translation>&amp;Yüksək kontrastlı masa (qara, ağ və sarı)</translation>
    </message>
    <message>
        <source>&amp;Large cards (as large as the window allows)</source>
        <translation>&amp;Böyük kartlar (pəncərənin imkan verdiyi qədər)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion: cards fade into place instead of flying</source>
        <translation>&amp;Animasiyanı azalt: kartlar uçmaq əvəzinə yerində tədricən görünür</translation>
    </message>
    <message>
        <source>A screen reader is told &amp;every card played (else each trick in one line)</source>
        <translation>&amp;Ekran oxuyucusuna oynanan hər kart deyilir (əks halda hər fənd bir sətirdə)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animasiya sü&amp;rəti</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Kartın arxası</translation>
    </message>
    <message>
        <source> s</source>
        <translation> san</translation>
    </message>
    <message>
        <source>How long the coach thinks about each decision when it analyses a hand (on a typical machine): longer is surer, and slower</source>
        <translation>Məşqçi əli təhlil edərkən hər qərar üzərində nə qədər düşünür (adi kompüterdə): uzun olduqca daha etibarlı və daha yavaş</translation>
    </message>
    <message>
        <source>Coach&apos;s thinking time a &amp;decision</source>
        <translation>&amp;Məşqçinin hər qərara düşünmə vaxtı</translation>
    </message>
    <message>
        <source>the public one (ws://relay.magic-wormhole.io)</source>
        <translation>ictimai server (ws://relay.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The magic-wormhole mailbox server that internet tables meet through, like ws://example.org:4000/v1</source>
        <translation>İnternet masalarının onun vasitəsilə görüşdüyü magic-wormhole poçt qutusu serveri, məsələn ws://example.org:4000/v1</translation>
    </message>
    <message>
        <source>the public one (transit.magic-wormhole.io)</source>
        <translation>ictimai server (transit.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The transit relay that carries an internet table when the computers cannot reach each other directly, like tcp:example.org:4001</source>
        <translation>Kompüterlər bir-birinə birbaşa çata bilməyəndə internet masasını daşıyan tranzit rele serveri, məsələn tcp:example.org:4001</translation>
    </message>
    <message>
        <source>Internet tables&apos; mailbo&amp;x server</source>
        <translation>İnternet masalarının &amp;poçt qutusu serveri</translation>
    </message>
    <message>
        <source>Internet tables&apos; transit rela&amp;y</source>
        <translation>İnternet masalarının tranzit re&amp;le serveri</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1 (or empty, for the public one).</source>
        <translation>Poçt qutusu serveri ws://example.org:4000/v1 kimi ünvandır (və ya ictimai server üçün boş).</translation>
    </message>
    <message>
        <source>The transit relay is an address like tcp:example.org:4001 (or empty, for the public one).</source>
        <translation>Tranzit rele serveri tcp:example.org:4001 kimi ünvandır (və ya ictimai server üçün boş).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Your game history ({path}) was written by a newer version of All Fours. It was left exactly as it is, and this version does not open it: the games you play now are not saved. Install the newer version to see your history.</source>
        <translation>Oyun tarixçəniz ({path}) All Fours proqramının daha yeni versiyası ilə yazılıb. O, olduğu kimi saxlanıldı və bu versiya onu açmır: indi oynadığınız oyunlar saxlanmır. Tarixçənizi görmək üçün yeni versiyanı quraşdırın.</translation>
    </message>
    <message>
        <source>Your game history in {folder} could not be opened ({reason}). Nothing was changed there; the games you play now are not saved.</source>
        <translation>{folder} qovluğundakı oyun tarixçəniz açıla bilmədi ({reason}). Orada heç nə dəyişdirilmədi; indi oynadığınız oyunlar saxlanmır.</translation>
    </message>
    <message>
        <source>Your game history ({path}) cannot be used just now: {reason}. It was left exactly as it is: nothing in it is lost. Play on; All Fours tries again as you play, and saves this game as soon as it can.</source>
        <translation>Oyun tarixçəniz ({path}) hazırda istifadə oluna bilmir: {reason}. O, olduğu kimi saxlanıldı: içində heç nə itməyib. Oynamağa davam edin; All Fours siz oynadıqca yenidən cəhd edir və bu oyunu imkan olan kimi saxlayır.</translation>
    </message>
    <message>
        <source>Your game in progress (score {score}) is open in another window: play it there. This window deals a new game.</source>
        <translation>Davam edən oyununuz (hesab {score}) başqa pəncərədə açıqdır: onu orada oynayın. Bu pəncərə yeni oyun paylayır.</translation>
    </message>
    <message>
        <source>Any game in progress stays in your history as it was: resume it once the history can be used again. Here is a new game.</source>
        <translation>Davam edən oyun tarixçənizdə olduğu kimi qalır: tarixçə yenidən istifadə oluna biləndə onu davam etdirin. Budur, yeni oyun.</translation>
    </message>
    <message>
        <source>There was no unfinished game to resume: here is a new one.</source>
        <translation>Davam etdiriləcək yarımçıq oyun yox idi: budur, yeni oyun.</translation>
    </message>
    <message>
        <source>All Fours cannot open its window: Qt&apos;s X11 libraries {libraries} are not installed. Install them with: {command}</source>
        <translation>All Fours pəncərəsini aça bilmir: Qt-nin X11 kitabxanaları ({libraries}) quraşdırılmayıb. Onları bu əmrlə quraşdırın: {command}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Tarixçənizi oxumaq mümkün olmadı: {reason}</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Kick</source>
        <translation>Açılan kart</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Birini götür</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Yüksək</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Aşağı</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jek</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Asılmış jek</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>{side} {number} — {other} {other_number}</source>
        <translation>{side} {number} — {other} {other_number}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Kozır</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>paylanmayıb</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kart xalları</translation>
    </message>
    <message>
        <source>{category}: {points} to {side}</source>
        <translation>{category}: {side} {points} xal alır</translation>
    </message>
    <message>
        <source>{category}: not counted, the game was already won</source>
        <translation>{category}: sayılmadı, oyun artıq qazanılmışdı</translation>
    </message>
    <message>
        <source>Game: not counted, card points tied {left}–{right}</source>
        <translation>Oyun: sayılmadı, kart xalları bərabərdir {left}–{right}</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>xal yoxdur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Xallar</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Hesab</translation>
    </message>
    <message>
        <source>{label}: {value}.</source>
        <translation>{label}: {value}.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Xahiş</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>A face-down card</source>
        <translation>Üzü aşağı kart</translation>
    </message>
    <message>
        <source>In your hand, playable</source>
        <translation>Əlinizdə, oynana bilər</translation>
    </message>
    <message>
        <source>In your hand, not playable now</source>
        <translation>Əlinizdə, indi oynana bilməz</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Əlinizdə</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Açılan kart</translation>
    </message>
    <message>
        <source>No trumps yet</source>
        <translation>Hələ kozır yoxdur</translation>
    </message>
    <message>
        <source>In the trick: you led it</source>
        <translation>Fənddə: ilk siz oynadınız</translation>
    </message>
    <message>
        <source>In the trick: {name} led it</source>
        <translation>Fənddə: ilk {name} oynadı</translation>
    </message>
    <message>
        <source>In the trick: played by you</source>
        <translation>Fənddə: siz oynadınız</translation>
    </message>
    <message>
        <source>In the trick: played by {name}</source>
        <translation>Fənddə: {name} oynadı</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kart masası</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first} &amp; {second}</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Açılan kart</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Birini götür</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Yüksək</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Aşağı</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jek</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Asılmış jek</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>Xaç kozırdır</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>Kərpic kozırdır</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>Ürək kozırdır</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Pika kozırdır</translation>
    </message>
    <message>
        <source>Kicked an ace!</source>
        <translation>As açıldı!</translation>
    </message>
    <message>
        <source>Kicked a six!</source>
        <translation>Altılıq açıldı!</translation>
    </message>
    <message>
        <source>Kicked a jack!</source>
        <translation>Jek açıldı!</translation>
    </message>
    <message>
        <source>Dealing in ones</source>
        <translation>Birbir paylanır</translation>
    </message>
    <message>
        <source>Dealing in threes</source>
        <translation>Üçbəüç paylanır</translation>
    </message>
    <message>
        <source>{name} stood</source>
        <translation>{name} durdu</translation>
    </message>
    <message>
        <source>You stood</source>
        <translation>Siz durdunuz</translation>
    </message>
    <message>
        <source>you stood</source>
        <translation>siz durdunuz</translation>
    </message>
    <message>
        <source>{name} begged</source>
        <translation>{name} xahiş etdi</translation>
    </message>
    <message>
        <source>You begged</source>
        <translation>Siz xahiş etdiniz</translation>
    </message>
    <message>
        <source>you begged</source>
        <translation>siz xahiş etdiniz</translation>
    </message>
    <message>
        <source>{name} gave one</source>
        <translation>{name} «Birini götür» dedi</translation>
    </message>
    <message>
        <source>You gave one</source>
        <translation>Siz «Birini götür» dediniz</translation>
    </message>
    <message>
        <source>you gave one</source>
        <translation>siz «Birini götür» dediniz</translation>
    </message>
    <message>
        <source>{name} ran the pack</source>
        <translation>{name} yeni kozır açdı</translation>
    </message>
    <message>
        <source>You ran the pack</source>
        <translation>Siz yeni kozır açdınız</translation>
    </message>
    <message>
        <source>you ran the pack</source>
        <translation>siz yeni kozır açdınız</translation>
    </message>
    <message>
        <source>{name} ran the pack, new deal</source>
        <translation>{name} yeni kozır açdı, kartlar yenidən paylandı</translation>
    </message>
    <message>
        <source>You ran the pack, new deal</source>
        <translation>Siz yeni kozır açdınız, kartlar yenidən paylandı</translation>
    </message>
    <message>
        <source>you ran the pack, new deal</source>
        <translation>siz yeni kozır açdınız, kartlar yenidən paylandı</translation>
    </message>
    <message>
        <source>{name} ran the pack twice</source>
        <translation>{name} iki dəfə yeni kozır açdı</translation>
    </message>
    <message>
        <source>You ran the pack twice</source>
        <translation>Siz iki dəfə yeni kozır açdınız</translation>
    </message>
    <message>
        <source>you ran the pack twice</source>
        <translation>siz iki dəfə yeni kozır açdınız</translation>
    </message>
    <message>
        <source>{name} ran the pack twice, new deal</source>
        <translation>{name} iki dəfə yeni kozır açdı, kartlar yenidən paylandı</translation>
    </message>
    <message>
        <source>You ran the pack twice, new deal</source>
        <translation>Siz iki dəfə yeni kozır açdınız, kartlar yenidən paylandı</translation>
    </message>
    <message>
        <source>you ran the pack twice, new deal</source>
        <translation>siz iki dəfə yeni kozır açdınız, kartlar yenidən paylandı</translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation>İlk mən paylayıram</translation>
    </message>
    <message>
        <source>Dealing in {method}</source>
        <translation>Paylama: {method}</translation>
    </message>
    <message>
        <source>Pack ran out: new deal</source>
        <translation>Dəstə bitdi: yenidən paylanır</translation>
    </message>
    <message>
        <source>Pack ran out: turning the rest as kicks</source>
        <translation>Dəstə bitdi: qalan kartlar açılan kart kimi çevrilir</translation>
    </message>
    <message>
        <source>Kicked {card}!</source>
        <translation>Açılan kart: {card}!</translation>
    </message>
    <message>
        <source>{category}: {side} +{points}</source>
        <translation>{category}: {side} +{points}</translation>
    </message>
    <message>
        <source>I stand</source>
        <translation>Dururam</translation>
    </message>
    <message>
        <source>I beg</source>
        <translation>Xahiş edirəm</translation>
    </message>
    <message>
        <source>Take one</source>
        <comment>the dealer&apos;s answer to a beg</comment>
        <translation>Birini götür</translation>
    </message>
    <message>
        <source>Same suit: again!</source>
        <translation>Yenə eyni mast: bir daha!</translation>
    </message>
    <message>
        <source>I&apos;ll run the pack</source>
        <translation>Yeni kozır açıram</translation>
    </message>
    <message>
        <source>Exposed {card}</source>
        <translation>Açıldı: {card}</translation>
    </message>
    <message>
        <source>Play the {card}!</source>
        <translation>Oyna: {card}!</translation>
    </message>
    <message>
        <source>{name} called your {card}: play it</source>
        <translation>{name} kartınızı ({card}) tələb etdi: onu oynayın</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Biz</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Onlar</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of the beg story</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Trumps: {suit}. {us} {a}, {them} {b}.</source>
        <translation>Kozır: {suit}. {us} {a}, {them} {b}.</translation>
    </message>
    <message>
        <source>{us} {a}, {them} {b}.</source>
        <translation>{us} {a}, {them} {b}.</translation>
    </message>
</context>
<context>
    <name>TableAndCoach</name>
    <message>
        <source>Coach</source>
        <translation>Məşqçi</translation>
    </message>
    <message>
        <source>Show the coach&apos;s panel instead of the table (the window is too narrow for both)</source>
        <translation>Masanın yerinə məşqçinin panelini göstər (pəncərə ikisi üçün də çox dardır)</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>You have %n s to decide</source>
        <translation>
            <numerusform>Qərar üçün %n san vaxtınız var</numerusform>
            <numerusform>Qərar üçün %n san vaxtınız var</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n s to decide</source>
        <translation>
            <numerusform>{name}: qərar üçün %n san</numerusform>
            <numerusform>{name}: qərar üçün %n san</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat {number}: %n s to decide</source>
        <translation>
            <numerusform>Yer {number}: qərar üçün %n san</numerusform>
            <numerusform>Yer {number}: qərar üçün %n san</numerusform>
        </translation>
    </message>
    <message>
        <source> · </source>
        <comment>between the seats&apos; clocks</comment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>UnsavedRoom</name>
    <message>
        <source>Unsaved decisions: {count}</source>
        <translation>Saxlanılmamış qərarlar: {count}</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}). The decisions waiting are kept in {file} too, and go into your history as soon as it takes them. Press to try again now.</source>
        <translation>Oyun tarixçəniz bu oyunu hazırda qəbul edə bilmir ({problem}). Gözləyən qərarlar {file} faylında da saxlanılır və tarixçəniz onları qəbul edən kimi ora yazılır. İndi yenidən cəhd etmək üçün basın.</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}), nor can any other folder: the decisions waiting are only in this window until then. Press to try again now.</source>
        <translation>Oyun tarixçəniz bu oyunu hazırda qəbul edə bilmir ({problem}), başqa heç bir qovluq da: gözləyən qərarlar o vaxta qədər yalnız bu pəncərədədir. İndi yenidən cəhd etmək üçün basın.</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}). Its decisions not written there ({count}) are kept in {file}, and go into your history when All Fours next starts.</source>
        <translation>Bu oyun hələ tam olaraq tarixçənizdə deyil ({problem}). Onun ora yazılmamış qərarları ({count}) {file} faylında saxlanılır və All Fours növbəti dəfə başlayanda tarixçənizə yazılır.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Çıx</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}), and no other folder takes it either. Its decisions not written there ({count}) are lost when the window closes, unless you save the game in a folder you choose.</source>
        <translation>Bu oyun hələ tam olaraq tarixçənizdə deyil ({problem}) və başqa heç bir qovluq da onu qəbul etmir. Onun ora yazılmamış qərarları ({count}) pəncərə bağlananda itəcək, əgər oyunu seçdiyiniz qovluqda saxlamasanız.</translation>
    </message>
    <message>
        <source>Quit and Lose Them ({count})</source>
        <translation>Çıx və onları itir ({count})</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>All Fours-dan çıx</translation>
    </message>
    <message>
        <source>Save the Game Elsewhere…</source>
        <translation>Oyunu başqa yerdə saxla…</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Cəhd etməyə davam et</translation>
    </message>
    <message>
        <source>The game could not be saved in {folder}: {reason}. It is still here: choose another folder, or keep trying.</source>
        <translation>Oyunu {folder} qovluğunda saxlamaq mümkün olmadı: {reason}. O hələ buradadır: başqa qovluq seçin və ya cəhd etməyə davam edin.</translation>
    </message>
    <message>
        <source>Save the Game in</source>
        <translation>Oyunu burada saxla</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win chance over the hand</source>
        <translation>Əl boyu qazanma şansı</translation>
    </message>
    <message>
        <source>No decisions analysed yet.</source>
        <translation>Hələ heç bir qərar təhlil edilməyib.</translation>
    </message>
    <message>
        <source>step {step}: {chance}</source>
        <translation>addım {step}: {chance}</translation>
    </message>
    <message>
        <source>Your side&apos;s chance to win the game at each decision: {steps}.</source>
        <translation>Hər qərarda komandanızın oyunu qazanma şansı: {steps}.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>You stand.</source>
        <translation>Siz durursunuz.</translation>
    </message>
    <message>
        <source>{name} stands.</source>
        <translation>{name} durur.</translation>
    </message>
    <message>
        <source>You beg.</source>
        <translation>Siz xahiş edirsiniz.</translation>
    </message>
    <message>
        <source>{name} begs.</source>
        <translation>{name} xahiş edir.</translation>
    </message>
    <message>
        <source>You answer &quot;take one&quot;.</source>
        <translation>Siz «Birini götür» cavabını verirsiniz.</translation>
    </message>
    <message>
        <source>{name} answers &quot;take one&quot;.</source>
        <translation>{name} «Birini götür» cavabını verir.</translation>
    </message>
    <message>
        <source>You run the pack.</source>
        <translation>Siz yeni kozır açırsınız.</translation>
    </message>
    <message>
        <source>{name} runs the pack.</source>
        <translation>{name} yeni kozır açır.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Siz oynayırsınız: {card}.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name} oynayır: {card}.</translation>
    </message>
    <message>
        <source>You expose {card}.</source>
        <translation>Siz kartı açırsınız: {card}.</translation>
    </message>
    <message>
        <source>{name} exposes {card}.</source>
        <translation>{name} kartı açır: {card}.</translation>
    </message>
    <message>
        <source>You call {owner}&apos;s {card}.</source>
        <translation>Siz {owner} oyunçusunun kartını tələb edirsiniz: {card}.</translation>
    </message>
    <message>
        <source>{name} calls your {card}.</source>
        <translation>{name} sizin kartınızı tələb edir: {card}.</translation>
    </message>
    <message>
        <source>{name} calls {owner}&apos;s {card}.</source>
        <translation>{name} {owner} oyunçusunun kartını tələb edir: {card}.</translation>
    </message>
    <message>
        <source>You call your {card}.</source>
        <translation>Siz öz kartınızı tələb edirsiniz: {card}.</translation>
    </message>
    <message>
        <source>You dealt in ones; the kick is {card}.</source>
        <translation>Siz kartları birbir payladınız; açılan kart: {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in ones; the kick is {card}.</source>
        <translation>{name} kartları birbir payladı; açılan kart: {card}.</translation>
    </message>
    <message>
        <source>You dealt in threes; the kick is {card}.</source>
        <translation>Siz kartları üçbəüç payladınız; açılan kart: {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in threes; the kick is {card}.</source>
        <translation>{name} kartları üçbəüç payladı; açılan kart: {card}.</translation>
    </message>
    <message>
        <source>You dealt in {method}; the kick is {card}.</source>
        <translation>Siz payladınız ({method}); açılan kart: {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in {method}; the kick is {card}.</source>
        <translation>{name} payladı ({method}); açılan kart: {card}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Fəndi siz alırsınız.</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>Fəndi {name} alır.</translation>
    </message>
    <message>
        <source>You hang {holder}&apos;s jack!</source>
        <translation>Siz {holder} oyunçusunun jekini asırsınız!</translation>
    </message>
    <message>
        <source>{taker} hangs your jack!</source>
        <translation>{taker} sizin jekinizi asır!</translation>
    </message>
    <message>
        <source>{taker} hangs {holder}&apos;s jack!</source>
        <translation>{taker} {holder} oyunçusunun jekini asır!</translation>
    </message>
    <message>
        <source>You hang your own jack!</source>
        <translation>Siz öz jekinizi asırsınız!</translation>
    </message>
    <message>
        <source>{card} — held by you</source>
        <translation>{card} — sizdə idi</translation>
    </message>
    <message>
        <source>{card} — held by {name}</source>
        <translation>{card} — {name} oyunçusunda idi</translation>
    </message>
    <message>
        <source>your jack, won by you</source>
        <translation>sizin jekiniz, siz aldınız</translation>
    </message>
    <message>
        <source>your jack, won by {taker}</source>
        <translation>sizin jekiniz, {taker} aldı</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by you</source>
        <translation>{holder} oyunçusunun jeki, siz aldınız</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by {taker}</source>
        <translation>{holder} oyunçusunun jeki, {taker} aldı</translation>
    </message>
    <message>
        <source>your jack, hanged by you!</source>
        <translation>sizin jekiniz, siz asdınız!</translation>
    </message>
    <message>
        <source>your jack, hanged by {taker}!</source>
        <translation>sizin jekiniz, {taker} asdı!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by you!</source>
        <translation>{holder} oyunçusunun jeki, siz asdınız!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by {taker}!</source>
        <translation>{holder} oyunçusunun jeki, {taker} asdı!</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message>
        <source>{won} of 1 game</source>
        <translation>1 oyundan {won}</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n games</source>
        <translation>
            <numerusform>%n oyundan {won}</numerusform>
            <numerusform>%n oyundan {won}</numerusform>
        </translation>
    </message>
</context>
</TS>
