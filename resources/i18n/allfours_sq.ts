<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>All Fours {version}</source>
        <translation>All Fours {version}</translation>
    </message>
    <message>
        <source>Trinidad&apos;s national card game, for the desktop: two or four players, the Trinidad rules and their common variants.</source>
        <translation>Loja kombëtare me letra e Trinidadit, për kompjuterin: dy ose katër lojtarë, rregullat e Trinidadit dhe variantet e tyre të zakonshme.</translation>
    </message>
    <message>
        <source>Released under the &lt;b&gt;{licence} licence&lt;/b&gt;.</source>
        <translation>Publikuar me &lt;b&gt;licencën {licence}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Falënderime</translation>
    </message>
    <message>
        <source>The card faces, the card backs and the app icon were drawn for this project (by its own programs, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; and &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) and are released with it under the {licence} licence.</source>
        <translation>Fytyrat dhe shpinat e letrave dhe ikona e aplikacionit u vizatuan për këtë projekt (nga programet e tij, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; dhe &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) dhe publikohen bashkë me të me licencën {licence}.</translation>
    </message>
    <message>
        <source>Lao text is shown in &lt;b&gt;Noto Sans Lao&lt;/b&gt; (copyright Google), bundled under the SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); other text uses your system&apos;s fonts.</source>
        <translation>Teksti në laosisht shfaqet me &lt;b&gt;Noto Sans Lao&lt;/b&gt; (e drejta e autorit Google), e përfshirë me licencën SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); teksti tjetër përdor shkronjat e sistemit tënd.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} through Qt for Python (PySide6 {pyside}), used under the GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</source>
        <translation>Ndërtuar me Qt {qt} përmes Qt for Python (PySide6 {pyside}), përdorur sipas GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>Written in Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</source>
        <translation>Shkruar në Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>The rules follow pagat.com&apos;s &lt;i&gt;All Fours in Trinidad&lt;/i&gt; and gamerules.com&apos;s &lt;i&gt;All Fours&lt;/i&gt;.</source>
        <translation>Rregullat ndjekin &lt;i&gt;All Fours in Trinidad&lt;/i&gt; të pagat.com dhe &lt;i&gt;All Fours&lt;/i&gt; të gamerules.com.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About All Fours</source>
        <translation>Rreth All Fours</translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <source>Stop the analysis: nothing of it is kept</source>
        <translation>Ndalo analizën: asgjë prej saj nuk ruhet</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Ecuria e analizës</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v nga %m vendime</translation>
    </message>
    <message>
        <source>Solving with every card face up…</source>
        <translation>Po zgjidhet me çdo letër të hapur…</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>edhe rreth {seconds} s</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>edhe rreth {minutes} min</translation>
    </message>
</context>
<context>
    <name>BegStory</name>
    <message numerus="yes">
        <source>{name} ran the pack %n times, new deal</source>
        <translation>
            <numerusform>{name} vazhdoi kuvertën %n herë, ndarje e re</numerusform>
            <numerusform>{name} vazhdoi kuvertën %n herë, ndarje e re</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times, new deal</source>
        <translation>
            <numerusform>Ti vazhdove kuvertën %n herë, ndarje e re</numerusform>
            <numerusform>Ti vazhdove kuvertën %n herë, ndarje e re</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times, new deal</source>
        <translation>
            <numerusform>ti vazhdove kuvertën %n herë, ndarje e re</numerusform>
            <numerusform>ti vazhdove kuvertën %n herë, ndarje e re</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ran the pack %n times</source>
        <translation>
            <numerusform>{name} vazhdoi kuvertën %n herë</numerusform>
            <numerusform>{name} vazhdoi kuvertën %n herë</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times</source>
        <translation>
            <numerusform>Ti vazhdove kuvertën %n herë</numerusform>
            <numerusform>Ti vazhdove kuvertën %n herë</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times</source>
        <translation>
            <numerusform>ti vazhdove kuvertën %n herë</numerusform>
            <numerusform>ti vazhdove kuvertën %n herë</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>dyshe</translation>
    </message>
    <message>
        <source>three</source>
        <translation>treshe</translation>
    </message>
    <message>
        <source>four</source>
        <translation>katërshe</translation>
    </message>
    <message>
        <source>five</source>
        <translation>pesëshe</translation>
    </message>
    <message>
        <source>six</source>
        <translation>gjashtëshe</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>shtatëshe</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>tetëshe</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nëntëshe</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dhjetëshe</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fant</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>mbretëreshë</translation>
    </message>
    <message>
        <source>king</source>
        <translation>mbret</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>spathi</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupë</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>maç</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Spathi</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Kupë</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Maç</translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>good</source>
        <translation>mirë</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>pasaktësi</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>gabim</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gabim i rëndë</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>qëndrimi</translation>
    </message>
    <message>
        <source>begging</source>
        <translation>lutja</translation>
    </message>
    <message>
        <source>giving one</source>
        <translation>dhënia e një pike</translation>
    </message>
    <message>
        <source>running the pack</source>
        <translation>vazhdimi i kuvertës</translation>
    </message>
    <message>
        <source>The best choice ({chance} to win the game).</source>
        <translation>Zgjedhja më e mirë ({chance} për të fituar partinë).</translation>
    </message>
    <message>
        <source>As good as {best}, as far as the search can tell ({chance} against {other_chance}).</source>
        <translation>Aq e mirë sa {best}, me sa mund të thotë kërkimi ({chance} kundrejt {other_chance}).</translation>
    </message>
    <message>
        <source>Close to the best choice, {best} ({chance} against {other_chance}).</source>
        <translation>Afër zgjedhjes më të mirë, {best} ({chance} kundrejt {other_chance}).</translation>
    </message>
    <message>
        <source>This choice cost {loss} of your chance to win the game: {chance} against {other_chance} for {best}.</source>
        <translation>Kjo zgjedhje të kushtoi {loss} nga shansi për të fituar partinë: {chance} kundrejt {other_chance} për {best}.</translation>
    </message>
    <message>
        <source>Your choice: {claims}.</source>
        <translation>Zgjedhja jote: {claims}.</translation>
    </message>
    <message>
        <source>Instead, {best}: {claims}.</source>
        <translation>Në vend të saj, {best}: {claims}.</translation>
    </message>
    <message>
        <source>the search could not value one of the decisions</source>
        <translation>kërkimi nuk mundi të vlerësonte një nga vendimet</translation>
    </message>
    <message>
        <source>Marked steps</source>
        <translation>Hapat e shënuar</translation>
    </message>
    <message>
        <source>Steps the coach marked: {steps}</source>
        <translation>Hapat që shënoi trajneri: {steps}</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: each decision judged from what the seat could see then.</source>
        <translation>&lt;b&gt;Trajneri&lt;/b&gt;: çdo vendim gjykohet nga ajo që lojtari mund të shihte atëherë.</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Vendi:</translation>
    </message>
    <message>
        <source>Seat to analyse</source>
        <translation>Vendi për t&apos;u analizuar</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizo</translation>
    </message>
    <message>
        <source>Judge every decision of this seat, about {seconds} s a decision: the analysis is kept in your history</source>
        <translation>Gjyko çdo vendim të këtij vendi, rreth {seconds} s për vendim: analiza ruhet në historikun tënd</translation>
    </message>
    <message>
        <source>Decisions and verdicts</source>
        <translation>Vendimet dhe gjykimet</translation>
    </message>
    <message>
        <source>The coach on this step</source>
        <translation>Trajneri për këtë hap</translation>
    </message>
    <message>
        <source>Face-up lens</source>
        <translation>Pamja me letra të hapura</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Provo sërish</translation>
    </message>
    <message>
        <source>Try this decision again</source>
        <translation>Provo sërish këtë vendim</translation>
    </message>
    <message>
        <source>Play this decision again at the table: you hold the same cards, and the cards you could not see are dealt afresh</source>
        <translation>Luaje sërish këtë vendim në tavolinë: mban të njëjtat letra, dhe letrat që nuk i shihje ndahen nga e para</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Po analizohet…</translation>
    </message>
    <message>
        <source>The analysis was cancelled; nothing of it was kept.</source>
        <translation>Analiza u anulua; asgjë prej saj nuk u ruajt.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); nothing of it was kept.</source>
        <translation>Analiza nuk u përfundua dot ({reason}); asgjë prej saj nuk u ruajt.</translation>
    </message>
    <message>
        <source>The analysis could not be kept in your history ({reason}); it is shown here only.</source>
        <translation>Analiza nuk u ruajt dot në historikun tënd ({reason}); shfaqet vetëm këtu.</translation>
    </message>
    <message>
        <source>Step {step}: {choice} — {verdict}</source>
        <translation>Hapi {step}: {choice} — {verdict}</translation>
    </message>
    <message>
        <source>Not analysed yet for this seat: press Analyse.</source>
        <translation>Ende e paanalizuar për këtë vend: shtyp Analizo.</translation>
    </message>
    <message>
        <source>No decision of this seat at this step.</source>
        <translation>Ky vend nuk ka vendim në këtë hap.</translation>
    </message>
    <message>
        <source>Your choice: {choice}</source>
        <translation>Zgjedhja jote: {choice}</translation>
    </message>
    <message>
        <source>Best choice: {choice}</source>
        <translation>Zgjedhja më e mirë: {choice}</translation>
    </message>
    <message>
        <source>Win chance lost: {loss} (± {error})</source>
        <translation>Shansi i humbur për fitore: {loss} (± {error})</translation>
    </message>
    <message>
        <source>Verdict: {verdict} {mark}</source>
        <translation>Gjykimi: {verdict} {mark}</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): not solved for this card: too many cards were still in the hands.</source>
        <translation>Me letra të hapura (çdo letër e njohur): nuk u zgjidh për këtë letër: kishte ende shumë letra në duar.</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): your card was as good as any ({best}).</source>
        <translation>Me letra të hapura (çdo letër e njohur): letra jote ishte aq e mirë sa çdo tjetër ({best}).</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): {best} was better; yours lost {loss} of the chance to win with perfect play.</source>
        <translation>Me letra të hapura (çdo letër e njohur): {best} ishte më mirë; jotja humbi {loss} nga shansi për të fituar me lojë të përsosur.</translation>
    </message>
</context>
<context>
    <name>GameCoach</name>
    <message>
        <source>&amp;Analyse game</source>
        <translation>&amp;Analizo partinë</translation>
    </message>
    <message>
        <source>Analyse every finished hand of this game for your seat (each is kept in your history)</source>
        <translation>Analizo çdo dorë të mbaruar të kësaj partie për vendin tënd (secila ruhet në historikun tënd)</translation>
    </message>
    <message>
        <source>Accuracy: the share of your decisions (with a real choice) that the coach judged good: within the search&apos;s error of the best choice, or less than 1% of your chance to win the game from it.</source>
        <translation>Saktësia: pjesa e vendimeve të tua (me zgjedhje të vërtetë) që trajneri i gjykoi të mira: brenda gabimit të kërkimit nga zgjedhja më e mirë, ose më pak se 1% e shansit tënd për të fituar partinë larg saj.</translation>
    </message>
    <message>
        <source>The analysis was cancelled; the hand it was on was not kept.</source>
        <translation>Analiza u anulua; dora që po analizohej nuk u ruajt.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); the hand it was on was not kept.</source>
        <translation>Analiza nuk u përfundua dot ({reason}); dora që po analizohej nuk u ruajt.</translation>
    </message>
    <message>
        <source>An analysis could not be kept in your history ({reason}).</source>
        <translation>Një analizë nuk u ruajt dot në historikun tënd ({reason}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; ({analysed} of {hands} hands analysed)</source>
        <translation>&lt;b&gt;Trajneri&lt;/b&gt; ({analysed} nga {hands} duar të analizuara)</translation>
    </message>
    <message>
        <source>Decisions: {decisions} · inaccuracies ?!: {inaccuracies} · mistakes ?: {mistakes} · blunders ??: {blunders}</source>
        <translation>Vendime: {decisions} · pasaktësi ?!: {inaccuracies} · gabime ?: {mistakes} · gabime të rënda ??: {blunders}</translation>
    </message>
    <message>
        <source>Accuracy: {accuracy}</source>
        <translation>Saktësia: {accuracy}</translation>
    </message>
    <message>
        <source>Costliest: hand {hand}, step {step}, {choice} ({loss} lost, {verdict} {mark})</source>
        <translation>Më i kushtueshmi: dora {hand}, hapi {step}, {choice} ({loss} humbur, {verdict} {mark})</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Vazhdo</translation>
    </message>
    <message>
        <source>Carry on exactly where you left off</source>
        <translation>Vazhdo saktësisht aty ku e le</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Parti e &amp;re</translation>
    </message>
    <message>
        <source>Put it aside and deal a new game</source>
        <translation>Lëre mënjanë dhe ndaj një parti të re</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at hand {number}). Resume it?</source>
        <translation>Ke një parti në vazhdim (rezultati {us}–{them}, te dora {number}). Ta vazhdosh?</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at the start). Resume it?</source>
        <translation>Ke një parti në vazhdim (rezultati {us}–{them}, në fillim). Ta vazhdosh?</translation>
    </message>
    <message>
        <source>Resume h&amp;ere</source>
        <translation>Vazhdo &amp;këtu</translation>
    </message>
    <message>
        <source>Carry on alone: computers play your friends&apos; seats</source>
        <translation>Vazhdo vetëm: kompjuterët luajnë në vendet e miqve</translation>
    </message>
    <message>
        <source>H&amp;ost it again</source>
        <translation>&amp;Hape sërish</translation>
    </message>
    <message>
        <source>Open your table again: your friends take their seats back</source>
        <translation>Hape sërish tavolinën: miqtë i zënë përsëri vendet e tyre</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at hand {number}). Host it again, or carry on alone?</source>
        <translation>Ke një parti në vazhdim me miqtë (rezultati {us}–{them}, te dora {number}). Ta hapësh sërish tavolinën, apo të vazhdosh vetëm?</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at the start). Host it again, or carry on alone?</source>
        <translation>Ke një parti në vazhdim me miqtë (rezultati {us}–{them}, në fillim). Ta hapësh sërish tavolinën, apo të vazhdosh vetëm?</translation>
    </message>
    <message>
        <source>That game is open in another window: play it there.</source>
        <translation>Ajo parti është e hapur në një dritare tjetër: luaje atje.</translation>
    </message>
    <message>
        <source>Your game in progress could not be resumed ({problem}). It stays in your Game History; a new game is dealt.</source>
        <translation>Partia jote në vazhdim nuk u vazhdua dot ({problem}). Ajo mbetet në Historikun e partive; po ndahet një parti e re.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <comment>a title</comment>
        <translation>Largohu nga tavolina</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Largohu nga tavolina</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Qëndro</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? The table closes for everyone.</source>
        <translation>Ta lësh partinë në vazhdim (dora {number}, rezultati {us}–{them})? Tavolina mbyllet për të gjithë.</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? A computer plays your seat from then on.</source>
        <translation>Ta lësh partinë në vazhdim (dora {number}, rezultati {us}–{them})? Prej atëherë në vendin tënd luan një kompjuter.</translation>
    </message>
    <message>
        <source>New game</source>
        <comment>a title</comment>
        <translation>Parti e re</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Braktise</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Vazhdo lojën</translation>
    </message>
    <message>
        <source>Abandon the game in progress (hand {number}, score {us}–{them})? It stays in your Game History, marked abandoned.</source>
        <translation>Ta braktisësh partinë në vazhdim (dora {number}, rezultati {us}–{them})? Ajo mbetet në Historikun e partive, e shënuar si e braktisur.</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>Në një tavolinë të përbashkët asgjë nuk kthehet mbrapsht: të tjerët e kanë parë.</translation>
    </message>
    <message>
        <source>Taken back: your last decision and the replies after it.</source>
        <translation>U kthye mbrapsht: vendimi yt i fundit dhe përgjigjet pas tij.</translation>
    </message>
    <message>
        <source>Hand {number} is over.</source>
        <translation>Dora {number} mbaroi.</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Dora {number}</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Dora &amp;tjetër</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} fiton partinë</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Ti fiton partinë</translation>
    </message>
    <message>
        <source>{side} win the game</source>
        <translation>{side} fitojnë partinë</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Ti fiton partinë!</translation>
    </message>
    <message>
        <source>You &amp; {partner} win the game!</source>
        <translation>Ti &amp; {partner} fitoni partinë!</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Parti e &amp;re…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Re&amp;vansh</translation>
    </message>
    <message>
        <source>H&amp;ost again…</source>
        <translation>&amp;Hape sërish…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Ulu në një tavolinë…</translation>
    </message>
</context>
<context>
    <name>GuestLink</name>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>Lidhja ra: po rilidhesh…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>U rilidhe.</translation>
    </message>
    <message>
        <source>Joining again with the new code…</source>
        <translation>Po ulesh sërish me kodin e ri…</translation>
    </message>
    <message>
        <source>Reconnecting to {address}…</source>
        <translation>Po rilidhesh me {address}…</translation>
    </message>
    <message>
        <source>the internet</source>
        <translation>interneti</translation>
    </message>
    <message>
        <source>{reason}…</source>
        <translation>{reason}…</translation>
    </message>
    <message>
        <source>No answer from a table at {address}.</source>
        <translation>Asnjë përgjigje nga tavolina te {address}.</translation>
    </message>
    <message>
        <source>The connection to {address} ended before you were seated ({reason}).</source>
        <translation>Lidhja me {address} mbaroi para se të uleshe ({reason}).</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>U ktheve në tavolinë.</translation>
    </message>
    <message>
        <source>Your old seat is not yours at this table: joining afresh…</source>
        <translation>Vendi yt i vjetër nuk është më yti në këtë tavolinë: po ulesh nga e para…</translation>
    </message>
    <message>
        <source>The table said no: {message}.</source>
        <translation>Tavolina tha jo: {message}.</translation>
    </message>
</context>
<context>
    <name>GuestSession</name>
    <message>
        <source>Something the table sent could not be shown ({reason}).</source>
        <translation>Diçka që dërgoi tavolina nuk u shfaq dot ({reason}).</translation>
    </message>
    <message>
        <source>The record of hand {number} could not be read ({reason}).</source>
        <translation>Regjistrimi i dorës {number} nuk u lexua dot ({reason}).</translation>
    </message>
    <message>
        <source>The game is over: {score}.</source>
        <translation>Partia mbaroi: {score}.</translation>
    </message>
    <message>
        <source>You took too long: your computer played that for you.</source>
        <translation>U vonove shumë: kompjuteri yt e luajti për ty.</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Një frazë në sekondë, të lutem.</translation>
    </message>
    <message>
        <source>The table said: {message}.</source>
        <translation>Tavolina tha: {message}.</translation>
    </message>
    <message>
        <source>Waiting for the others to be ready for the next hand…</source>
        <translation>Po pritet që të tjerët të jenë gati për dorën tjetër…</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>Në një tavolinë të përbashkët asgjë nuk kthehet mbrapsht: të tjerët e kanë parë.</translation>
    </message>
</context>
<context>
    <name>HandReviewWindow</name>
    <message>
        <source>Step through the hand</source>
        <translation>Kalo hap pas hapi nëpër dorë</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Hapi i parë (Home)</translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation>Një hap prapa (shigjeta majtas)</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>Hapi tjetër (shigjeta djathtas)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Hapi i fundit (End)</translation>
    </message>
    <message>
        <source>Steps of the hand (Left/Right arrows, Home, End)</source>
        <translation>Hapat e dorës (shigjetat majtas/djathtas, Home, End)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksporto…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importo…</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Shfaq dosjen</translation>
    </message>
    <message>
        <source>Save this hand as an allfours-hand/1 record</source>
        <translation>Ruaje këtë dorë si regjistrim allfours-hand/1</translation>
    </message>
    <message>
        <source>Step {step} of {steps}. {text}</source>
        <translation>Hapi {step} nga {steps}. {text}</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} nuk u lexua dot: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a valid All Fours hand record: {reason}</source>
        <translation>{file} nuk është regjistrim i vlefshëm i një dore All Fours: {reason}</translation>
    </message>
    <message>
        <source>Hand from {file}</source>
        <translation>Dora nga {file}</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Eksporto dorën</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Regjistrime duarsh (*.json)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>U ruajt te {path}</translation>
    </message>
    <message>
        <source>Open {folder}</source>
        <translation>Hap {folder}</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Importo një dorë</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Us</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ata</translation>
    </message>
    <message>
        <source>Hand {number} (in progress)</source>
        <translation>Dora {number} (në vazhdim)</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Dora {number}</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Historiku i rezultatit</translation>
    </message>
    <message>
        <source>No history is kept in this session.</source>
        <translation>Në këtë seancë nuk mbahet historik.</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>Po lexohet historiku yt…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>i lehtë</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mesatar</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>i vështirë</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>ekspert</translation>
    </message>
    <message>
        <source>friends</source>
        <translation>miq</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Letra e kthyer</translation>
    </message>
    <message>
        <source>High</source>
        <translation>I lartë</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>I ulët</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Loja</translation>
    </message>
    <message>
        <source>we begged: given one</source>
        <translation>ne u lutëm: „merr një“</translation>
    </message>
    <message>
        <source>we begged: pack run</source>
        <translation>ne u lutëm: kuverta u vazhdua</translation>
    </message>
    <message>
        <source>they begged: given one</source>
        <translation>ata u lutën: „merr një“</translation>
    </message>
    <message>
        <source>they begged: pack run</source>
        <translation>ata u lutën: kuverta u vazhdua</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>dyshe</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treshe</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>katërshe</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>pesëshe</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>gjashtëshe</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>shtatëshe</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>tetëshe</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nëntëshe</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dhjetëshe</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>fantë</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>mbretëresha</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>mbretër</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>asë</translation>
    </message>
    <message>
        <source>{name} (a friend)</source>
        <translation>{name} (një mik)</translation>
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
        <translation>{choices} ose {last}</translation>
    </message>
    <message>
        <source>{team} won {score}</source>
        <translation>{team}: fitore {score}</translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation>braktisur në {score}</translation>
    </message>
    <message>
        <source>in progress, {score}</source>
        <translation>në vazhdim, {score}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parti të luajtura</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parti të fituara</translation>
    </message>
    <message>
        <source>{won} ({rate})</source>
        <translation>{won} ({rate})</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Duar të luajtura</translation>
    </message>
    <message>
        <source>Hands won on points</source>
        <translation>Duar të fituara me pikë</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>kundër: {opponents}</translation>
    </message>
    <message>
        <source>{rank}: {count}</source>
        <translation>{rank}: {count}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ende asnjë</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partitë</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Pikët sipas llojit</translation>
    </message>
    <message>
        <source>for</source>
        <translation>për ne</translation>
    </message>
    <message>
        <source>against</source>
        <translation>kundër</translation>
    </message>
    <message>
        <source>Hang jacks made: &lt;b&gt;{made}&lt;/b&gt;, suffered: &lt;b&gt;{suffered}&lt;/b&gt;</source>
        <translation>Jack i varur: &lt;b&gt;{made}&lt;/b&gt; nga ne, &lt;b&gt;{suffered}&lt;/b&gt; kundër nesh</translation>
    </message>
    <message>
        <source>Begging</source>
        <translation>Lutjet</translation>
    </message>
    <message>
        <source>Kicks that scored: {kicks}</source>
        <translation>Letra të kthyera që dhanë pikë: {kicks}</translation>
    </message>
    <message>
        <source>Average card points per hand: &lt;b&gt;{ours}&lt;/b&gt; for, &lt;b&gt;{theirs}&lt;/b&gt; against</source>
        <translation>Mesatarja e pikëve të letrave për dorë: &lt;b&gt;{ours}&lt;/b&gt; për ne, &lt;b&gt;{theirs}&lt;/b&gt; kundër</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Ndarësi</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atu</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Lutja</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Rezultati</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Numri i dorës</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>Kush ndau</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atu</translation>
    </message>
    <message>
        <source>Points for the kick (the card turned up)</source>
        <translation>Pikët për letrën e kthyer (letra që u kthye me fytyrë lart)</translation>
    </message>
    <message>
        <source>First hand stood, or begged and the dealer gave one or ran the pack</source>
        <translation>Lojtari i parë qëndroi, ose u lut dhe ndarësi tha „merr një“ ose vazhdoi kuvertën</translation>
    </message>
    <message>
        <source>High: the highest trump out, and who held it</source>
        <translation>I lartë: atui më i lartë në lojë, dhe kush e kishte</translation>
    </message>
    <message>
        <source>Low: the lowest trump out, and who held it</source>
        <translation>I ulët: atui më i ulët në lojë, dhe kush e kishte</translation>
    </message>
    <message>
        <source>The jack of trumps: who won it</source>
        <translation>Fanti i atuit: kush e fitoi</translation>
    </message>
    <message>
        <source>Game: the most card points</source>
        <translation>Loja: më shumë pikë letrash</translation>
    </message>
    <message>
        <source>The score after the hand</source>
        <translation>Rezultati pas dorës</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nuk numërohet</translation>
    </message>
    <message>
        <source>The game was won earlier in this hand: points after the winning one are not counted.</source>
        <translation>Partia u fitua më herët në këtë dorë: pikët pas pikës fituese nuk numërohen.</translation>
    </message>
    <message>
        <source>Double-click to review this hand</source>
        <translation>Klikim i dyfishtë për ta rishikuar këtë dorë</translation>
    </message>
    <message>
        <source>took one ({team})</source>
        <translation>mori një ({team})</translation>
    </message>
    <message>
        <source>ran the pack</source>
        <translation>vazhdoi kuvertën</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>qëndroi</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>nuk u nda</translation>
    </message>
    <message>
        <source>Hang jack! {team} {points}</source>
        <translation>Jack i varur! {team} {points}</translation>
    </message>
    <message>
        <source>tie ({totals})</source>
        <translation>barazim ({totals})</translation>
    </message>
    <message>
        <source>{team} {points} ({totals}, tie)</source>
        <translation>{team} {points} ({totals}, barazim)</translation>
    </message>
    <message>
        <source>the disk is full — free some space; nothing is saved until then</source>
        <translation>disku është plot — liro pak hapësirë; deri atëherë nuk ruhet asgjë</translation>
    </message>
    <message>
        <source>the history file or its folder may not be written (it is read-only, or another user&apos;s) — nothing is saved until it may</source>
        <translation>në skedarin e historikut ose në dosjen e tij nuk lejohet të shkruhet (është vetëm për lexim, ose i një përdoruesi tjetër) — nuk ruhet asgjë derisa të lejohet</translation>
    </message>
    <message>
        <source>another program is holding the history file — nothing is saved until it lets go</source>
        <translation>një program tjetër po e mban skedarin e historikut — nuk ruhet asgjë derisa ta lëshojë</translation>
    </message>
    <message>
        <source>the history file cannot be opened for writing (it or its folder is read-only, or another user&apos;s) — nothing is saved until it can</source>
        <translation>skedari i historikut nuk mund të hapet për shkrim (ai ose dosja e tij është vetëm për lexim, ose i një përdoruesi tjetër) — nuk ruhet asgjë derisa të mundet</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing the history file — nothing is saved until it works again</source>
        <translation>disku raportoi një gabim gjatë leximit ose shkrimit të skedarit të historikut — nuk ruhet asgjë derisa të punojë sërish</translation>
    </message>
    <message>
        <source>a folder has the history file&apos;s name ({path}) — move or rename it; nothing is saved until then</source>
        <translation>një dosje mban emrin e skedarit të historikut ({path}) — zhvendose ose riemërtoje; deri atëherë nuk ruhet asgjë</translation>
    </message>
    <message>
        <source>the history file could not be used ({problem}) — nothing is saved until it can</source>
        <translation>skedari i historikut nuk u përdor dot ({problem}) — nuk ruhet asgjë derisa të mundet</translation>
    </message>
    <message>
        <source>the history file gave an error ({problem})</source>
        <translation>skedari i historikut dha një gabim ({problem})</translation>
    </message>
    <message>
        <source>The game of {date}</source>
        <translation>Partia e {date}</translation>
    </message>
    <message>
        <source>A game in your history</source>
        <translation>Një parti në historikun tënd</translation>
    </message>
    <message>
        <source>The unfinished game of {date}</source>
        <translation>Partia e papërfunduar e {date}</translation>
    </message>
    <message>
        <source>An unfinished game in your history</source>
        <translation>Një parti e papërfunduar në historikun tënd</translation>
    </message>
    <message>
        <source>the game of {date}</source>
        <translation>e partisë së {date}</translation>
    </message>
    <message>
        <source>a game in your history</source>
        <translation>e një partie në historikun tënd</translation>
    </message>
    <message>
        <source>a game missing from your history</source>
        <translation>e një partie që mungon në historikun tënd</translation>
    </message>
    <message>
        <source>Hand {number} of {game}</source>
        <translation>Dora {number} {game}</translation>
    </message>
    <message>
        <source>A hand of {game}</source>
        <translation>Një dorë {game}</translation>
    </message>
    <message>
        <source>Your game history could not be read; it was kept as {path} and a new history was started.</source>
        <translation>Historiku yt i partive nuk u lexua dot; u ruajt si {path} dhe u nis një historik i ri.</translation>
    </message>
    <message>
        <source>Part of your game history (its write-ahead log) could not be read, and SQLite passes over such a part: a copy of it was kept as {path}.</source>
        <translation>Një pjesë e historikut tënd të partive (regjistri i tij i shkrimit paraprak) nuk u lexua dot, dhe SQLite e kapërcen një pjesë të tillë: një kopje e saj u ruajt si {path}.</translation>
    </message>
    <message>
        <source>the history file could not be read ({problem}), and could not be set aside ({error}) — nothing is saved until it can</source>
        <translation>skedari i historikut nuk u lexua dot ({problem}), dhe nuk u la dot mënjanë ({error}) — nuk ruhet asgjë derisa të mundet</translation>
    </message>
    <message>
        <source>{name} is damaged and is left out of your history; it could not be set aside ({problem}), so it stays in {path}.</source>
        <translation>{name} është e dëmtuar dhe lihet jashtë historikut tënd; nuk u la dot mënjanë ({problem}), prandaj mbetet në {path}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its 1 hand, in {folder}.</source>
        <translation>{name} ishte e dëmtuar dhe u la mënjanë, bashkë me dorën e saj të vetme, në {folder}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its {count} hands, in {folder}.</source>
        <translation>{name} ishte e dëmtuar dhe u la mënjanë, bashkë me duart e saj ({count}), në {folder}.</translation>
    </message>
    <message>
        <source>{name} was set aside in {folder}.</source>
        <translation>{name} u la mënjanë në {folder}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history, but the game can no longer be resumed.</source>
        <translation>{name} ishte e dëmtuar dhe u la mënjanë në {folder}; duart e tjera të partisë janë ende në historikun tënd, por partia nuk mund të vazhdohet më.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history.</source>
        <translation>{name} ishte e dëmtuar dhe u la mënjanë në {folder}; duart e tjera të partisë janë ende në historikun tënd.</translation>
    </message>
    <message>
        <source>{name} could not be restored ({reason}), so it can no longer be resumed; its hands are still in your history.</source>
        <translation>{name} nuk u rikthye dot ({reason}), prandaj nuk mund të vazhdohet më; duart e saj janë ende në historikun tënd.</translation>
    </message>
    <message>
        <source>hand {number} is missing</source>
        <translation>mungon dora {number}</translation>
    </message>
    <message>
        <source>hand {number} was played to other rules</source>
        <translation>dora {number} u luajt me rregulla të tjera</translation>
    </message>
    <message>
        <source>its first dealer or dealing method is missing</source>
        <translation>i mungon ndarësi i parë ose mënyra e ndarjes</translation>
    </message>
    <message>
        <source>its last hand already won the game</source>
        <translation>dora e saj e fundit e kishte fituar tashmë partinë</translation>
    </message>
    <message>
        <source>The coach&apos;s analysis of hand {number}</source>
        <translation>Analiza e trajnerit për dorën {number}</translation>
    </message>
    <message>
        <source>A coach&apos;s analysis of a hand</source>
        <translation>Një analizë e trajnerit për një dorë</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the hand can be analysed again.</source>
        <translation>{name} ishte e dëmtuar dhe u la mënjanë në {folder}; dora mund të analizohet përsëri.</translation>
    </message>
    <message>
        <source>The game saved in {path} could not be taken into your history ({problem}); the file was left as it is.</source>
        <translation>Partia e ruajtur në {path} nuk u fut dot në historikun tënd ({problem}); skedari u la siç ishte.</translation>
    </message>
    <message>
        <source>The game you saved in {path} is in your history again.</source>
        <translation>Partia që ruajte në {path} është sërish në historikun tënd.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved ({path}) could not be used ({problem}), nor set aside ({error}); it was left as it is.</source>
        <translation>Një skedar vendimesh ende të paruajtura ({path}) nuk u përdor dot ({problem}), as nuk u la mënjanë dot ({error}); u la siç ishte.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved could not be used ({problem}); it was kept as {path}.</source>
        <translation>Një skedar vendimesh ende të paruajtura nuk u përdor dot ({problem}); u ruajt si {path}.</translation>
    </message>
    <message>
        <source>Decisions of your last game that could not be saved when it was played ({count}) are now in your history.</source>
        <translation>Vendimet e partisë sate të fundit që nuk u ruajtën dot kur u luajt ({count}) janë tani në historikun tënd.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation>Historiku i partive</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partitë</translation>
    </message>
    <message>
        <source>&amp;Hands (double-click or Enter to review)</source>
        <translation>&amp;Duart (klikim i dyfishtë ose Enter për t&apos;i rishikuar)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partitë</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Duart</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Historiku yt nuk u lexua dot: {reason}</translation>
    </message>
    <message>
        <source>No games in your history yet.</source>
        <translation>Ende s&apos;ka asnjë parti në historikun tënd.</translation>
    </message>
    <message>
        <source>Hand {number}: in progress, {score}</source>
        <translation>Dora {number}: në vazhdim, {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress, {score}</source>
        <translation>Dora {number} (ndau {dealer}): në vazhdim, {score}</translation>
    </message>
    <message>
        <source>Hand {number}: in progress</source>
        <translation>Dora {number}: në vazhdim</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress</source>
        <translation>Dora {number} (ndau {dealer}): në vazhdim</translation>
    </message>
    <message>
        <source>Hand {number}: {score}, {team} won the game</source>
        <translation>Dora {number}: {score}, partinë e fitoi: {team}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}, {team} won the game</source>
        <translation>Dora {number} (ndau {dealer}): {score}, partinë e fitoi: {team}</translation>
    </message>
    <message>
        <source>Hand {number}: {score}</source>
        <translation>Dora {number}: {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}</source>
        <translation>Dora {number} (ndau {dealer}): {score}</translation>
    </message>
</context>
<context>
    <name>Host</name>
    <message>
        <source>Off: wait for ever</source>
        <translation>Pa kufi: pritet sa të duhet</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 sekonda</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minutë</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <translation>2 minuta</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minuta</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Hap një tavolinë</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Një mik</translation>
    </message>
    <message>
        <source>A friend takes this seat from their own computer</source>
        <translation>Këtë vend e zë një mik nga kompjuteri i vet</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tavolina e {name}</translation>
    </message>
    <message>
        <source>All Fours table</source>
        <translation>Tavolinë All Fours</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Kodi i tavolinës</translation>
    </message>
    <message>
        <source>Friends type this code to sit down at your table</source>
        <translation>Miqtë e shkruajnë këtë kod për t&apos;u ulur në tavolinën tënde</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>Ko&amp;d i ri</translation>
    </message>
    <message>
        <source>Let computers on this network &amp;find the table</source>
        <translation>Lejo kompjuterët e këtij rrjeti ta &amp;gjejnë tavolinën</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>Në këtë rrjet</translation>
    </message>
    <message>
        <source>Over the internet</source>
        <translation>Përmes internetit</translation>
    </message>
    <message>
        <source>Over the internet, each friend&apos;s seat gets its own code to send them; nobody needs an account</source>
        <translation>Përmes internetit, vendi i çdo miku merr kodin e vet për t&apos;ia dërguar; askush nuk ka nevojë për llogari</translation>
    </message>
    <message>
        <source>Friends &amp;join</source>
        <translation>Miqtë &amp;ulen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Emri</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>K&amp;odi</translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation>Por&amp;ti</translation>
    </message>
    <message>
        <source>T&amp;ime to decide</source>
        <translation>Koha për të &amp;vendosur</translation>
    </message>
    <message>
        <source>Th&amp;e table</source>
        <translation>T&amp;avolina</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Hap tavolinën</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>çfarëdo porti i lirë</translation>
    </message>
    <message>
        <source>If this port is in use, another free one is chosen</source>
        <translation>Nëse ky port është në përdorim, zgjidhet një tjetër i lirë</translation>
    </message>
    <message>
        <source>A friend who does not answer in time has that decision played by their computer; everyone sees the countdown</source>
        <translation>Kur një mik nuk përgjigjet në kohë, atë vendim e luan kompjuteri i tij; të gjithë e shohin numërimin mbrapsht</translation>
    </message>
    <message>
        <source>Once the table is open, each friend&apos;s seat gets its own code (like 7-guitarist-revenge): send it to that friend, who chooses Game → Join a Table… → over the internet and types it. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Kur të hapet tavolina, vendi i çdo miku merr kodin e vet (si 7-guitarist-revenge): dërgoja atij miku, i cili zgjedh Partia → Ulu në një tavolinë… → përmes internetit dhe e shkruan. Vendet që ua lë miqve i luan kompjuteri derisa të ulet dikush.</translation>
    </message>
    <message>
        <source>Friends choose Game → Join a Table… on their own computer, pick your table (or type its address) and type this code. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Miqtë zgjedhin Partia → Ulu në një tavolinë… në kompjuterin e tyre, zgjedhin tavolinën tënde (ose shkruajnë adresën e saj) dhe shkruajnë këtë kod. Vendet që ua lë miqve i luan kompjuteri derisa të ulet dikush.</translation>
    </message>
    <message>
        <source>Your friend&apos;s own name shows when they sit down</source>
        <translation>Emri i mikut shfaqet kur ai ulet</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>Shkruaj emrin tënd: miqtë e shohin në tavolinë.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation>Zgjidh të paktën një vend për një mik.</translation>
    </message>
    <message>
        <source>The table needs a code (letters or digits) for your friends to type.</source>
        <translation>Tavolina ka nevojë për një kod (shkronja ose shifra) që ta shkruajnë miqtë e tu.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Ulu në një tavolinë</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Po kërkohen tavolina…</translation>
    </message>
    <message>
        <source>the host&apos;s address, like 192.168.1.20:41414</source>
        <translation>adresa e atij që e hapi tavolinën, si 192.168.1.20:41414</translation>
    </message>
    <message>
        <source>the code the host gave you</source>
        <translation>kodi që të dha ai që e hapi tavolinën</translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation>si do të të shohin të tjerët</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <translation>&amp;Tavolinat në këtë rrjet</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Adresa</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>&amp;Kodi</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>&amp;Emri yt</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Vendi</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Ulu</translation>
    </message>
    <message>
        <source>A table over the &amp;internet (the host sent you a code)</source>
        <translation>Një tavolinë përmes &amp;internetit (ai që e hapi tavolinën të dërgoi një kod)</translation>
    </message>
    <message>
        <source>like 7-guitarist-revenge</source>
        <translation>si 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code your host sent for your seat: with or without dashes; Tab completes a word</source>
        <translation>Kodi që të dërgoi ai që e hapi tavolinën për vendin tënd: me ose pa viza; Tab plotëson një fjalë</translation>
    </message>
    <message>
        <source>A table on this net&amp;work</source>
        <translation>Një tavolinë në këtë &amp;rrjet</translation>
    </message>
    <message>
        <source>The &amp;host&apos;s code</source>
        <translation>&amp;Kodi i atij që e hapi tavolinën</translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation>&amp;Emri yt</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Çfarëdo vendi i lirë</translation>
    </message>
    <message>
        <source>Seat {number} ({place}): yours, take it back</source>
        <translation>Vendi {number} ({place}): yti, merre sërish</translation>
    </message>
    <message>
        <source>Seat {number} ({place})</source>
        <translation>Vendi {number} ({place})</translation>
    </message>
    <message>
        <source>{name} — {players} players, a free seat ({address})</source>
        <translation>{name} — {players} lojtarë, një vend i lirë ({address})</translation>
    </message>
    <message numerus="yes">
        <source>{name} — {players} players, %n free seats ({address})</source>
        <translation>
            <numerusform>{name} — {players} lojtarë, %n vend i lirë ({address})</numerusform>
            <numerusform>{name} — {players} lojtarë, %n vende të lira ({address})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a table, or type the host&apos;s address below.</source>
        <translation>Zgjidh një tavolinë, ose shkruaj më poshtë adresën e atij që e hap.</translation>
    </message>
    <message>
        <source>Type the code your host sent you, like 7-guitarist-revenge.</source>
        <translation>Shkruaj kodin që të dërgoi ai që e hapi tavolinën, si 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (like 192.168.1.20:41414), or pick a table.</source>
        <translation>Shkruaj adresën e atij që e hap tavolinën (si 192.168.1.20:41414), ose zgjidh një tavolinë.</translation>
    </message>
    <message>
        <source>Type the table&apos;s code: the host can tell you.</source>
        <translation>Shkruaj kodin e tavolinës: ta thotë ai që e hapi.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Shkruaj emrin tënd: të tjerët e shohin në tavolinë.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>New to All Fours? A short guided hand at this table shows how it is played.</source>
        <translation>I ri në All Fours? Një dorë e shkurtër me udhëzime në këtë tavolinë të tregon si luhet.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Mëso të &amp;luash</translation>
    </message>
    <message>
        <source>A guided hand, one idea at a time</source>
        <translation>Një dorë me udhëzime, një ide në një kohë</translation>
    </message>
    <message>
        <source>&amp;Deal a game</source>
        <translation>&amp;Fillo një parti</translation>
    </message>
    <message>
        <source>Start a game straight away</source>
        <translation>Fillo një parti menjëherë</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Letra e kthyer</translation>
    </message>
    <message>
        <source>{dealer} dealt six cards each and turned up the next one: the kick, {kick}. Its suit, {suit}, is trumps for now. A kick scores at once for the dealer&apos;s side (an ace 1, a six 2, a jack 3), so {side} have 2 points.</source>
        <translation>{dealer} ndau gjashtë letra secilit dhe ktheu letrën tjetër: letra e kthyer, {kick}. Ngjyra e saj, {suit}, është atu tani për tani. Letra e kthyer i jep pikë menjëherë skuadrës së ndarësit (asi 1, gjashtëshja 2, fanti 3), prandaj {side} kanë 2 pikë.</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Qëndro apo lutu</translation>
    </message>
    <message>
        <source>You sit on the dealer&apos;s right, so you are first hand: stand and play with {suit} as trumps, or beg for a change. Your only trump is {card}, a weak hand. Press “I beg”.</source>
        <translation>Ti je në të djathtë të ndarësit, prandaj je lojtari i parë: qëndro dhe luaj me atu {suit}, ose lutu për ndryshim. Atui yt i vetëm është {card}, një dorë e dobët. Shtyp „Lutem“.</translation>
    </message>
    <message>
        <source>Take one or run the pack</source>
        <translation>„Merr një“ apo vazhdo kuvertën</translation>
    </message>
    <message>
        <source>The dealer answers a beg. “Take one” gives your side 1 point and {suit} stay trumps; or the dealer runs the pack: three more cards each and a new kick. Watch {dealer} run it.</source>
        <translation>Ndarësi i përgjigjet lutjes. Me „Merr një“ skuadra jote merr 1 pikë dhe atu mbetet {suit}; ose ndarësi vazhdon kuvertën: edhe tri letra secilit dhe një letër e re e kthyer. Shiko si e vazhdon {dealer} kuvertën.</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>Hapja</translation>
    </message>
    <message>
        <source>The new kick is {kick}: a new suit, so {suit} are trumps now (an eight scores nothing). As first hand you lead the first trick, and any card may be led. Lead {card}.</source>
        <translation>Letra e re e kthyer është {kick}: ngjyrë e re, prandaj tani atu është {suit} (tetëshja nuk jep pikë). Si lojtari i parë, ti hap trukun e parë, dhe mund të hapet me çdo letër. Hap me {card}.</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Ndiq ngjyrën</translation>
    </message>
    <message>
        <source>{name} led {suit}. You hold one, so you must follow suit or play a trump: the cards you may not play are dimmed. Play {card}.</source>
        <translation>{name} hapi me {suit}. Ke një të tillë, prandaj duhet të ndjekësh ngjyrën ose të luash atu: letrat që nuk mund t&apos;i luash janë të zbehura. Luaj {card}.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atu</translation>
    </message>
    <message>
        <source>{partner} led {suit} and {dealer} played {high}. You hold no {suit}, so you may play any card, and a trump beats every card of another suit. Trump with {card} and take the trick.</source>
        <translation>{partner} hapi me {suit} dhe {dealer} luajti {high}. Nuk ke {suit}, prandaj mund të luash çdo letër, dhe një atu mund çdo letër të një ngjyre tjetër. Luaj atu, {card}, dhe merre trukun.</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Jack i varur</translation>
    </message>
    <message>
        <source>Lead {card}, the highest trump. When a trump is led, everyone must play a trump if they can. If an opponent has to give up the jack of trumps to your side, that is Hang Jack: 3 points instead of 1.</source>
        <translation>Hap me {card}, atuin më të lartë. Kur hapet me atu, të gjithë duhet të luajnë atu nëse kanë. Nëse një kundërshtar duhet t&apos;ia japë fantin e atuit skuadrës sate, ky është Jack i varur: 3 pikë në vend të 1.</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Luaje deri në fund</translation>
    </message>
    <message>
        <source>Hang Jack! {name} had to play the jack and your ace took it: 3 points to your side when the hand is scored. Now play out the hand: each time, play the card with the yellow ring.</source>
        <translation>Jack i varur! {name} u detyrua të luante fantin dhe asi yt e mori: 3 pikë për skuadrën tënde kur të numërohet dora. Tani luaje dorën deri në fund: çdo herë, luaj letrën me rrethin e verdhë.</translation>
    </message>
    <message>
        <source>High, Low, Jack and Game</source>
        <translation>I lartë, I ulët, Jack dhe Loja</translation>
    </message>
    <message>
        <source>The hand is scored. High: 1 to the side dealt the highest trump (your ace). Low: 1 to the side dealt the lowest ({dealer}&apos;s two), whoever took it. Jack: 1 to the side that wins it, or 3 when hanged. Game: in the tricks won, an ace counts 4, a king 3, a queen 2, a jack 1 and a ten 10; the higher total scores 1.</source>
        <translation>Dora numërohet. I lartë: 1 për skuadrën që mori atuin më të lartë (asi yt). I ulët: 1 për skuadrën që mori më të ulëtin (dyshja që kishte {dealer}), kushdo që e fitoi. Jack: 1 për skuadrën që e fiton, ose 3 kur është varur. Loja: në truket e fituara, asi vlen 4, mbreti 3, mbretëresha 2, fanti 1 dhe dhjetëshja 10; shuma më e lartë merr 1.</translation>
    </message>
    <message>
        <source>Ready to play</source>
        <translation>Gati për të luajtur</translation>
    </message>
    <message>
        <source>That is a hand of All Fours. The score carries on from hand to hand, the deal passes to the right, and the first side to reach 14 wins. In a game, H gives a hint and F1 shows the rules.</source>
        <translation>Kjo është një dorë All Fours. Rezultati vazhdon nga dora në dorë, ndarja kalon djathtas, dhe skuadra e parë që arrin 14 fiton. Në një parti, H jep një këshillë dhe F1 tregon rregullat.</translation>
    </message>
    <message>
        <source>You may not play {card} now: {suit} were led and you hold one, so you must follow suit or play a trump.</source>
        <translation>Nuk mund të luash {card} tani: u hap me {suit} dhe ke një të tillë, prandaj duhet të ndjekësh ngjyrën ose të luash atu.</translation>
    </message>
    <message>
        <source>No need for {card}: {name}&apos;s {winning} already takes this trick for your side, and a trump spent on it is wasted.</source>
        <translation>Nuk të duhet {card}: {winning} që luajti {name} e merr tashmë këtë truk për skuadrën tënde, dhe një atu i shpenzuar aty shkon kot.</translation>
    </message>
    <message>
        <source>Playing {card} would not win the trick: {name}&apos;s {winning} would still take it.</source>
        <translation>Me {card} nuk do ta fitoje trukun: {winning} që luajti {name} do ta merrte prapë.</translation>
    </message>
    <message>
        <source>Playing {card} would take the trick too, but it counts {points} for Game: win with a card worth less and keep it.</source>
        <translation>Me {card} do ta merrje trukun gjithashtu, por ajo vlen {points} për Lojën: fito me një letër që vlen më pak dhe mbaje atë.</translation>
    </message>
    <message>
        <source>Lead a trump here, not {card}: when a trump is led, everyone must play a trump if they can.</source>
        <translation>Hap këtu me atu, jo me {card}: kur hapet me atu, të gjithë duhet të luajnë atu nëse kanë.</translation>
    </message>
    <message>
        <source>Lead your highest trump, not {card}: a higher trump could still beat it.</source>
        <translation>Hap me atuin tënd më të lartë, jo me {card}: një atu më i lartë mund ta mundë ende.</translation>
    </message>
    <message>
        <source>Keep {card}: it is a trump, and trumps take tricks later. Lead a card of another suit.</source>
        <translation>Mbaje {card}: është atu, dhe atutë marrin trukë më vonë. Hap me një letër të një ngjyre tjetër.</translation>
    </message>
    <message>
        <source>Keep {card}: it is the only card of its suit you hold, to follow suit when that suit is led.</source>
        <translation>Mbaje {card}: është e vetmja letër e asaj ngjyre që ke, për të ndjekur ngjyrën kur hapet me atë ngjyrë.</translation>
    </message>
    <message>
        <source>Keep {card} for later: it is high in its suit. Lead a low card of that suit first.</source>
        <translation>Mbaje {card} për më vonë: është e lartë në ngjyrën e saj. Hap më parë me një letër të ulët të asaj ngjyre.</translation>
    </message>
    <message>
        <source>Keep {card} for later: this lesson plays another card first.</source>
        <translation>Mbaje {card} për më vonë: në këtë mësim luhet më parë një letër tjetër.</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>Lexo fillimisht këtë etapë, pastaj shtyp Vazhdo.</translation>
    </message>
    <message>
        <source>You could stand, but this lesson shows a beg: press “I beg”.</source>
        <translation>Mund të qëndroje, por ky mësim tregon një lutje: shtyp „Lutem“.</translation>
    </message>
    <message>
        <source>Not that card: this step plays {card}, the one with the yellow ring.</source>
        <translation>Jo ajo letër: në këtë etapë luhet {card}, ajo me rrethin e verdhë.</translation>
    </message>
    <message>
        <source>Play {card}, the one with the yellow ring.</source>
        <translation>Luaj {card}, atë me rrethin e verdhë.</translation>
    </message>
    <message>
        <source>You took the trick with {card}.</source>
        <translation>E more ti trukun me {card}.</translation>
    </message>
    <message>
        <source>{name} took the trick with {card}.</source>
        <translation>Trukun e mori {name} me {card}.</translation>
    </message>
    <message>
        <source>Bac&amp;k</source>
        <translation>Pr&amp;apa</translation>
    </message>
    <message>
        <source>The step before, from where it began</source>
        <translation>Etapa e mëparshme, nga fillimi i saj</translation>
    </message>
    <message>
        <source>Ski&amp;p lesson</source>
        <translation>&amp;Kapërce mësimin</translation>
    </message>
    <message>
        <source>Leave the lesson and deal a real game</source>
        <translation>Lër mësimin dhe ndaj një parti të vërtetë</translation>
    </message>
    <message>
        <source>&amp;Start a real game</source>
        <translation>&amp;Fillo një parti të vërtetë</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Vazhdo</translation>
    </message>
    <message>
        <source>Lesson step {number} of {count}</source>
        <translation>Mësimi: etapa {number} nga {count}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Mësim: {title}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>I lehtë</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mesatar</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>I vështirë</translation>
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
        <translation>Jug</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Lindje</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Veri</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Perëndim</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Djathtas</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partneri</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Majtas</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Kundërshtari</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>1 wrong code from {address}.</source>
        <translation>1 kod i gabuar nga {address}.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}.</source>
        <translation>
            <numerusform>%n kod i gabuar nga {address}.</numerusform>
            <numerusform>%n kode të gabuara nga {address}.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 wrong code from {address}</source>
        <translation>1 kod i gabuar nga {address}</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}</source>
        <translation>
            <numerusform>%n kod i gabuar nga {address}</numerusform>
            <numerusform>%n kode të gabuara nga {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Vendi {number}</translation>
    </message>
    <message>
        <source>Join my All Fours table: open All Fours, choose Game → Join a Table… → over the internet, and type {code}</source>
        <translation>Ulu në tavolinën time të All Fours: hap All Fours, zgjidh Partia → Ulu në një tavolinë… → përmes internetit dhe shkruaj {code}</translation>
    </message>
    <message>
        <source>Send each friend the code for their seat (Copy gives you the line to send). A code works once: a friend who comes back later gets a new one.</source>
        <translation>Dërgoji çdo miku kodin e vendit të tij (Kopjo të jep rreshtin për ta dërguar). Një kod vlen një herë: një mik që kthehet më vonë merr një të ri.</translation>
    </message>
    <message>
        <source>{place}: making a code…</source>
        <translation>{place}: po krijohet një kod…</translation>
    </message>
    <message>
        <source>The invitation for {place} is copied: paste it into a message to your friend.</source>
        <translation>Ftesa ({place}) u kopjua: ngjite në një mesazh për mikun tënd.</translation>
    </message>
    <message>
        <source>Copy {place}&apos;s invitation</source>
        <translation>Kopjo ftesën ({place})</translation>
    </message>
    <message>
        <source>New code for {place}</source>
        <translation>Kod i ri ({place})</translation>
    </message>
    <message>
        <source>computer ({level})</source>
        <translation>kompjuter ({level})</translation>
    </message>
    <message>
        <source>the host · ready</source>
        <translation>ai që e hapi · gati</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>ai që e hapi</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>pritet një mik</translation>
    </message>
    <message>
        <source>away (the computer plays meanwhile)</source>
        <translation>larguar (ndërkohë luan kompjuteri)</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>gati ✓</translation>
    </message>
    <message>
        <source>here, not ready yet</source>
        <translation>këtu, ende jo gati</translation>
    </message>
    <message>
        <source>{state} (you)</source>
        <translation>{state} (ti)</translation>
    </message>
    <message>
        <source>Someone tried a wrong code for {place}: send them the new one.</source>
        <translation>Dikush provoi një kod të gabuar ({place}): dërgoji kodin e ri.</translation>
    </message>
    <message>
        <source>No code for {place}: {reason}.</source>
        <translation>Nuk ka kod ({place}): {reason}.</translation>
    </message>
    <message>
        <source>Start (waiting for everyone to be ready)</source>
        <translation>Nis (pritet që të jenë të gjithë gati)</translation>
    </message>
    <message>
        <source>Start now (computers keep the empty seats)</source>
        <translation>Nis tani (kompjuterët zënë vendet bosh)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Nis</translation>
    </message>
    <message>
        <source>Tell your friends the address &lt;b&gt;{address}&lt;/b&gt; and the code &lt;b&gt;{code}&lt;/b&gt;: they choose Game → Join a Table…</source>
        <translation>U thuaj miqve adresën &lt;b&gt;{address}&lt;/b&gt; dhe kodin &lt;b&gt;{code}&lt;/b&gt;: ata zgjedhin Partia → Ulu në një tavolinë…</translation>
    </message>
    <message>
        <source>Your table is open: {name}</source>
        <translation>Tavolina jote është e hapur: {name}</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat to someone else</source>
        <translation>Jepja dikujt tjetër vendin që kishte {name}</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Mbyll tavolinën</translation>
    </message>
    <message>
        <source>When everyone is ready, the host starts the game.</source>
        <translation>Kur të jenë të gjithë gati, ai që e hapi tavolinën e nis partinë.</translation>
    </message>
    <message>
        <source>Say you are ready; the host starts the game when everyone is.</source>
        <translation>Thuaj që je gati; kur të jenë të gjithë gati, ai që e hapi tavolinën e nis partinë.</translation>
    </message>
    <message>
        <source>At {table}</source>
        <translation>Te {table}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Në tavolinë</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>S&apos;jam më gati</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Jam gati</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Largohu nga tavolina</translation>
    </message>
    <message>
        <source>You lost the connection to the table</source>
        <translation>Humbe lidhjen me tavolinën</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: ask your host for a new code for your seat, and join with it to take your seat back.</source>
        <translation>{reason}. Një kompjuter luan në vendin tënd derisa të kthehesh: kërkoji atij që e hapi tavolinën një kod të ri për vendin tënd dhe ulu me të për ta marrë vendin përsëri.</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: Reconnect takes it back.</source>
        <translation>{reason}. Një kompjuter luan në vendin tënd derisa të kthehesh: Rilidhu ta kthen.</translation>
    </message>
    <message>
        <source>Join with a new code…</source>
        <translation>Ulu me një kod të ri…</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Rilidhu</translation>
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
        <translation>&amp;Partia</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Parti e &amp;re…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Këshillë</translation>
    </message>
    <message>
        <source>&amp;Last Trick</source>
        <translation>&amp;Truku i fundit</translation>
    </message>
    <message>
        <source>Show the trick just won (or point at a won pile)</source>
        <translation>Shfaq trukun e sapofituar (ose drejto miun te një grumbull i fituar)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Cilësimet…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>Open a table that friends on your network can join</source>
        <translation>Hap një tavolinë ku mund të ulen miqtë në rrjetin tënd</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>&amp;Ulu në një tavolinë…</translation>
    </message>
    <message>
        <source>Sit down at a friend&apos;s table</source>
        <translation>Ulu në tavolinën e një miku</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>&amp;Largohu nga tavolina</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>&amp;Fol</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Thuaj diçka në tavolinë</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>Kthe&amp;je lëvizjen</translation>
    </message>
    <message>
        <source>H&amp;ost a Table…</source>
        <translation>&amp;Hap një tavolinë…</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Mbyll tavolinën</translation>
    </message>
    <message>
        <source>Game H&amp;istory…</source>
        <translation>Historiku &amp;i partive…</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>&amp;Statistikat…</translation>
    </message>
    <message>
        <source>Practise &amp;Mistakes…</source>
        <translation>Ushtro &amp;gabimet…</translation>
    </message>
    <message>
        <source>Play again the decisions the analysis called mistakes</source>
        <translation>Luaj sërish vendimet që analiza i quajti gabime</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Pa&amp;mja</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Shpejtësia e &amp;animacionit</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>E ngadaltë</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>E shpejtë</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>E menjëhershme</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Gjuha</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Gjuha e sistemit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ndihmë</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rregullat</translation>
    </message>
    <message>
        <source>Learn to &amp;Play</source>
        <translation>Mëso të &amp;luash</translation>
    </message>
    <message>
        <source>A guided hand at this table, one idea at a time</source>
        <translation>Një dorë me udhëzime në këtë tavolinë, një ide në një kohë</translation>
    </message>
    <message>
        <source>&amp;About All Fours</source>
        <translation>Rreth &amp;All Fours</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolina</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ata</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}. The game stays in your history: next time, Host it again and they take their seats back.</source>
        <translation>Të dalësh? Tavolina mbyllet për {friends}. Partia mbetet në historikun tënd: herën tjetër, hape sërish dhe ata i zënë përsëri vendet e tyre.</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}.</source>
        <translation>Të dalësh? Tavolina mbyllet për {friends}.</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>Dil nga All Fours</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Vazhdo lojën</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Dora {number}: zgjodhe {choice}, një gabim i rëndë; më e mira ishte {best}.</translation>
    </message>
    <message>
        <source>Hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Dora {number}: zgjodhe {choice}, një gabim; më e mira ishte {best}.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Partia {game}, dora {number}: zgjodhe {choice}, një gabim i rëndë; më e mira ishte {best}.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Partia {game}, dora {number}: zgjodhe {choice}, një gabim; më e mira ishte {best}.</translation>
    </message>
    <message>
        <source>Practise Mistakes</source>
        <translation>Ushtro gabimet</translation>
    </message>
    <message>
        <source>Decisions the analysis called mistakes or blunders. Choose one to play it again: you hold the same cards, and the cards you could not see are dealt afresh.</source>
        <translation>Vendime që analiza i quajti gabime ose gabime të rënda. Zgjidh një për ta luajtur sërish: mban të njëjtat letra, dhe letrat që nuk i shihje ndahen nga e para.</translation>
    </message>
    <message>
        <source>No mistakes to practise yet. Analyse a hand in its review: the decisions it calls mistakes or blunders are listed here.</source>
        <translation>Ende s’ka gabime për t’u ushtruar. Analizo një dorë te rishikimi i saj: vendimet që ajo i quan gabime ose gabime të rënda renditen këtu.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Provo sërish</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partneri</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>the table is busy, trying again</source>
        <translation>tavolina është e zënë, po provohet sërish</translation>
    </message>
    <message>
        <source>the table stayed busy</source>
        <translation>tavolina mbeti e zënë</translation>
    </message>
    <message>
        <source>it stopped reading</source>
        <translation>ndaloi së lexuari</translation>
    </message>
    <message>
        <source>that code was wrong or already used: ask the host for a new one</source>
        <translation>ai kod ishte i gabuar ose i përdorur tashmë: kërkoji një të ri atij që e hapi tavolinën</translation>
    </message>
    <message>
        <source>nobody is waiting on that code: ask the host for a new one</source>
        <translation>askush nuk po pret me atë kod: kërkoji një të ri atij që e hapi tavolinën</translation>
    </message>
    <message>
        <source>that is not a code: a code looks like 7-guitarist-revenge</source>
        <translation>kjo nuk është kod: një kod duket si 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>the internet table&apos;s server cannot be reached: check the connection, or the server in Settings</source>
        <translation>serveri i tavolinës në internet nuk arrihet: kontrollo lidhjen, ose serverin te Cilësimet</translation>
    </message>
    <message>
        <source>the internet table&apos;s server refused: check the server in Settings</source>
        <translation>serveri i tavolinës në internet refuzoi: kontrollo serverin te Cilësimet</translation>
    </message>
    <message>
        <source>the host was found, but no connection to them could be made</source>
        <translation>ai që e hapi tavolinën u gjet, por lidhja me të nuk u arrit</translation>
    </message>
    <message>
        <source>internet play is not available in this copy of All Fours</source>
        <translation>loja përmes internetit nuk është e disponueshme në këtë kopje të All Fours</translation>
    </message>
    <message>
        <source>the internet connection was lost</source>
        <translation>lidhja me internetin humbi</translation>
    </message>
    <message>
        <source>the host&apos;s connection closed</source>
        <translation>lidhja e atij që e hapi tavolinën u mbyll</translation>
    </message>
    <message>
        <source>too many wrong codes were tried on that seat</source>
        <translation>u provuan shumë kode të gabuara për atë vend</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Ai që e hapi tavolinën e mbylli atë.</translation>
    </message>
    <message>
        <source>The host quit: the game can go on later, when they host it again.</source>
        <translation>Ai që e hapi tavolinën doli: partia mund të vazhdojë më vonë, kur ta hapë sërish.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partia ka mbaruar.</translation>
    </message>
    <message>
        <source>The host stopped.</source>
        <translation>Ai që e hapi tavolinën ndaloi.</translation>
    </message>
    <message>
        <source>Every seat of that game was a friend&apos;s: there is none for you to host it from.</source>
        <translation>Çdo vend i asaj loje ishte i një miku: nuk ka asnjë vend për ju për ta hapur sërish.</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>Tavolina nuk u hap dot: {reason}</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays for them until they come back.</source>
        <translation>{name} u largua nga tavolina: kompjuteri luan për të derisa të kthehet.</translation>
    </message>
    <message>
        <source>{name} took too long: the computer played for them.</source>
        <translation>{name} u vonua shumë: kompjuteri luajti për të.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Partia nuk nisi dot: {reason}</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Mbyll tavolinën</translation>
    </message>
    <message>
        <source>Your table is open over the internet: each friend&apos;s seat gets its own code.</source>
        <translation>Tavolina jote është e hapur përmes internetit: vendi i çdo miku merr kodin e vet.</translation>
    </message>
    <message>
        <source>Your table is open at {address}, code {code}.</source>
        <translation>Tavolina jote është e hapur te {address}, kodi {code}.</translation>
    </message>
    <message>
        <source>A new code for {place}: {code}. Send it to your friend: they join with it and take their seat back.</source>
        <translation>Një kod i ri ({place}): {code}. Dërgoja mikut tënd: ai ulet me të dhe e merr vendin përsëri.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped: reconnecting…</source>
        <translation>Lidhja e {name} ra: po rilidhet…</translation>
    </message>
    <message>
        <source>{name} is connected again.</source>
        <translation>{name} u rilidh.</translation>
    </message>
    <message>
        <source>Your table over the internet</source>
        <translation>Tavolina jote përmes internetit</translation>
    </message>
    <message>
        <source>{place}: {code}</source>
        <translation>{place}: {code}</translation>
    </message>
    <message>
        <source>Your table: {address} · code {code}</source>
        <translation>Tavolina jote: {address} · kodi {code}</translation>
    </message>
    <message>
        <source>{table} at {address}</source>
        <translation>{table} te {address}</translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation>Tavolina te {address}</translation>
    </message>
    <message>
        <source>Everyone who has joined must be ready first.</source>
        <translation>Të gjithë ata që janë ulur duhet të jenë gati më parë.</translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation>Partia fillon.</translation>
    </message>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>Po ulesh në tavolinën te {address}…</translation>
    </message>
    <message>
        <source>Looking for your host over the internet…</source>
        <translation>Po kërkohet përmes internetit ai që e hapi tavolinën…</translation>
    </message>
    <message>
        <source>Could not join the table: {reason}</source>
        <translation>Nuk u arrit ulja në tavolinë: {reason}</translation>
    </message>
    <message>
        <source>You are at {table} as {name}.</source>
        <translation>Je te {table} si {name}.</translation>
    </message>
    <message>
        <source>You are at the table as {name}.</source>
        <translation>Je në tavolinë si {name}.</translation>
    </message>
    <message>
        <source>The game goes on where it stood.</source>
        <translation>Partia vazhdon aty ku kishte mbetur.</translation>
    </message>
    <message>
        <source>You are back in the game.</source>
        <translation>U ktheve në parti.</translation>
    </message>
    <message>
        <source>You join the game under way.</source>
        <translation>Po hyn në partinë që po luhet.</translation>
    </message>
    <message>
        <source>Connection dropped: reconnecting…</source>
        <translation>Lidhja u ndërpre: po rilidhet…</translation>
    </message>
    <message>
        <source>{table} over the internet</source>
        <translation>{table} përmes internetit</translation>
    </message>
    <message>
        <source>A table over the internet</source>
        <translation>Një tavolinë përmes internetit</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Një frazë në sekondë, të lutem.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>Lidhja me tavolinën humbi ({reason}).</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>&amp;Largohu nga tavolina</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Mbyll tavolinën</translation>
    </message>
    <message>
        <source>Close the table? {friends} will be sent away from it.</source>
        <translation>Ta mbyllësh tavolinën? {friends} do të largohen prej saj.</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Mbaje të hapur</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} dhe {last}</translation>
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
        <translation>Ti (&amp;Jug)</translation>
    </message>
    <message>
        <source>Ri&amp;ght (East)</source>
        <translation>Djathtas (L&amp;indje)</translation>
    </message>
    <message>
        <source>&amp;Partner (North)</source>
        <translation>&amp;Partneri (Veri)</translation>
    </message>
    <message>
        <source>&amp;Left (West)</source>
        <translation>&amp;Majtas (Perëndim)</translation>
    </message>
    <message>
        <source>&amp;You</source>
        <translation>T&amp;i</translation>
    </message>
    <message>
        <source>O&amp;pponent</source>
        <translation>&amp;Kundërshtari</translation>
    </message>
    <message>
        <source>Name: {seat}</source>
        <translation>Emri: {seat}</translation>
    </message>
    <message>
        <source>Level: {seat}</source>
        <translation>Niveli: {seat}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Parti e re</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveli</translation>
    </message>
    <message>
        <source>R&amp;ules (Trinidad defaults first)</source>
        <translation>&amp;Rregullat (të parat janë ato të Trinidadit)</translation>
    </message>
    <message>
        <source>&amp;House rules (off by default)</source>
        <translation>Rregullat e shtëpisë (&amp;fillimisht të fikura)</translation>
    </message>
    <message>
        <source>&amp;Trinidad defaults</source>
        <translation>&amp;Si në Trinidad</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Ndarja</translation>
    </message>
</context>
<context>
    <name>NoticeLabel</name>
    <message>
        <source>Please note: {notices}</source>
        <translation>Ki parasysh: {notices}</translation>
    </message>
</context>
<context>
    <name>NoticePanel</name>
    <message>
        <source>Please note</source>
        <translation>Ki parasysh</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Show &amp;folder</source>
        <translation>Shfaq &amp;dosjen</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good play, partner</source>
        <translation>Bukur, partner</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>U luajt bukur</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Pa fat</translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation>Shpejto!</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Faleminderit</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Lojë e mirë</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>to stand</source>
        <translation>të qëndrosh</translation>
    </message>
    <message>
        <source>to beg</source>
        <translation>të lutesh</translation>
    </message>
    <message>
        <source>to say “take one”</source>
        <translation>të thuash „Merr një“</translation>
    </message>
    <message>
        <source>to run the pack</source>
        <translation>të vazhdosh kuvertën</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a mistake. The cards you could not see are dealt again: choose again.</source>
        <translation>Ushtrim: në parti këtu zgjodhe {choice}, një gabim. Letrat që nuk i shihje ndahen sërish: zgjidh sërish.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a blunder. The cards you could not see are dealt again: choose again.</source>
        <translation>Ushtrim: në parti këtu zgjodhe {choice}, një gabim i rëndë. Letrat që nuk i shihje ndahen sërish: zgjidh sërish.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here. The cards you could not see are dealt again: choose again.</source>
        <translation>Ushtrim: në parti këtu zgjodhe {choice}. Letrat që nuk i shihje ndahen sërish: zgjidh sërish.</translation>
    </message>
    <message>
        <source>The best choice: you chose {choice}.</source>
        <translation>Zgjedhja më e mirë: zgjodhe {choice}.</translation>
    </message>
    <message>
        <source>As good as the best: you chose {choice}, and the best, {best}, wins no more often, within the estimate&apos;s error.</source>
        <translation>Aq e mirë sa më e mira: zgjodhe {choice}, dhe më e mira, {best}, nuk fiton më shpesh, brenda gabimit të vlerësimit.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, an inaccuracy. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Jo aq e mirë sa më e mira: zgjodhe {choice}, një pasaktësi. Më e mira ishte {best}: mundësia jote për të fituar partinë bie rreth {points} në 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a mistake. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Jo aq e mirë sa më e mira: zgjodhe {choice}, një gabim. Më e mira ishte {best}: mundësia jote për të fituar partinë bie rreth {points} në 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a blunder. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Jo aq e mirë sa më e mira: zgjodhe {choice}, një gabim i rëndë. Më e mira ishte {best}: mundësia jote për të fituar partinë bie rreth {points} në 100.</translation>
    </message>
    <message>
        <source>Your choice could not be judged: {problem}.</source>
        <translation>Zgjedhja jote nuk u gjykua dot: {problem}.</translation>
    </message>
    <message>
        <source>Leave the shared table first: practice is played at your own table.</source>
        <translation>Së pari largohu nga tavolina e përbashkët: ushtrimi luhet në tavolinën tënde.</translation>
    </message>
    <message>
        <source>This decision cannot be practised: {problem}.</source>
        <translation>Ky vendim nuk mund të ushtrohet: {problem}.</translation>
    </message>
    <message>
        <source>Weighing your choice against the best…</source>
        <translation>Po peshoj zgjedhjen tënde kundrejt më të mirës…</translation>
    </message>
    <message>
        <source>Try &amp;another</source>
        <translation>Provo një &amp;tjetër</translation>
    </message>
    <message>
        <source>Another mistake to practise (or this one, dealt again)</source>
        <translation>Një gabim tjetër për t’u ushtruar (ose ky, i ndarë sërish)</translation>
    </message>
    <message>
        <source>&amp;Back to the review</source>
        <translation>&amp;Kthehu te rishikimi</translation>
    </message>
    <message>
        <source>Leave practice and see the hand again</source>
        <translation>Lër ushtrimin dhe shiko sërish dorën</translation>
    </message>
    <message>
        <source>Your analysed hands could not be read: {problem}.</source>
        <translation>Duart e tua të analizuara nuk u lexuan dot: {problem}.</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>it is larger than {size} MB</source>
        <translation>e kalon madhësinë {size} MB</translation>
    </message>
    <message>
        <source>it is larger than {size} KB</source>
        <translation>e kalon madhësinë {size} KB</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} nuk është numër që e lejon JSON</translation>
    </message>
    <message>
        <source>it has a number with more than 100 digits</source>
        <translation>ka një numër me më shumë se 100 shifra</translation>
    </message>
    <message>
        <source>it has NUL bytes in it: it is not a text file</source>
        <translation>ka bajte NUL brenda: nuk është skedar teksti</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>nuk është tekst UTF-8</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep</source>
        <translation>mbivendosja është më e thellë se {depth} nivele</translation>
    </message>
    <message>
        <source>it is not JSON (line {line}, column {column})</source>
        <translation>nuk është JSON (rreshti {line}, shtylla {column})</translation>
    </message>
    <message>
        <source>it is nested too deep</source>
        <translation>mbivendosja është shumë e thellë</translation>
    </message>
    <message>
        <source>the file holds no hand record (a JSON object)</source>
        <translation>skedari nuk ka regjistrim dore (një objekt JSON)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>nuk është skedar i zakonshëm</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disku është plot</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>leja u refuzua</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing</source>
        <translation>disku raportoi një gabim leximi ose shkrimi</translation>
    </message>
    <message>
        <source>the other computer cannot be reached</source>
        <translation>kompjuteri tjetër nuk mund të arrihet</translation>
    </message>
    <message>
        <source>the connection was broken off</source>
        <translation>lidhja u ndërpre</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disku është vetëm për lexim</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>skedari ose dosja nuk ekziston</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>një pjesë e shtegut të tij nuk është dosje</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>është dosje, jo skedar</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>një skedar me atë emër ekziston tashmë</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>emri është shumë i gjatë</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>janë hapur shumë skedarë</translation>
    </message>
    <message>
        <source>the port is already in use</source>
        <translation>porti është tashmë në përdorim</translation>
    </message>
    <message>
        <source>that address is not one of this computer&apos;s</source>
        <translation>ajo adresë nuk është e këtij kompjuteri</translation>
    </message>
    <message>
        <source>the other computer refused the connection</source>
        <translation>kompjuteri tjetër e refuzoi lidhjen</translation>
    </message>
    <message>
        <source>there was no answer in time</source>
        <translation>nuk erdhi përgjigje në kohë</translation>
    </message>
    <message>
        <source>the address could not be found</source>
        <translation>adresa nuk u gjet</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>nuk ka kujtesë të mjaftueshme</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>nuk është tekst</translation>
    </message>
    <message>
        <source>it was written by a newer version of All Fours</source>
        <translation>është shkruar nga një version më i ri i All Fours</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>një program tjetër po e përdor skedarin</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>skedari është i dëmtuar</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>skedari është vetëm për lexim</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>skedari nuk mund të hapet</translation>
    </message>
    <message>
        <source>it is not valid JSON at line {line}</source>
        <translation>nuk është JSON i vlefshëm (rreshti {line})</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Your turn</source>
        <translation>Radha jote</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Vendimi yt</translation>
    </message>
    <message>
        <source>{name} is choosing how to deal…</source>
        <translation>{name} po zgjedh si të ndajë…</translation>
    </message>
    <message>
        <source>{name} is deciding: stand or beg…</source>
        <translation>{name} po vendos: qëndron apo lutet…</translation>
    </message>
    <message>
        <source>{name} is deciding: take one or run the pack…</source>
        <translation>{name} po vendos: „merr një“ apo vazhdon kuvertën…</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>Luan {name}…</translation>
    </message>
    <message>
        <source>Your cards stay face down until the beg is settled: only {first} (first hand) and {dealer} (the dealer) look at theirs before then.</source>
        <translation>Letrat e tua mbeten me fytyrë poshtë derisa të zgjidhet lutja: deri atëherë vetëm {first} (lojtari i parë) dhe {dealer} (ndarësi) i shohin letrat e tyre.</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed ({problem}); a safe move was played for {name} and the game goes on.</source>
        <translation>Lojtari kompjuter i {name} dështoi ({problem}); për {name} u luajt një lëvizje e sigurt dhe partia vazhdon.</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Oh!</translation>
    </message>
    <message>
        <source>Your {card} has been called: you must play it now.</source>
        <translation>Letra jote, {card}, u kërkua: duhet ta luash tani.</translation>
    </message>
    <message>
        <source>Your turn: click a raised card, or press its number key (or the arrows and Enter).</source>
        <translation>Radha jote: kliko një letër të ngritur, ose shtyp tastin e numrit të saj (ose shigjetat dhe Enter).</translation>
    </message>
    <message>
        <source>&amp;One at a time</source>
        <translation>Një n&amp;ga një</translation>
    </message>
    <message>
        <source>Six rounds of one card each</source>
        <translation>Gjashtë rrathë me nga një letër secili</translation>
    </message>
    <message>
        <source>In &amp;threes</source>
        <translation>Me nga &amp;tre</translation>
    </message>
    <message>
        <source>Two rounds of three cards each</source>
        <translation>Dy rrathë me nga tri letra secili</translation>
    </message>
    <message>
        <source>You deal first. How will you deal, all game long?</source>
        <translation>Ti ndan i pari. Si do t&apos;i ndash letrat gjatë gjithë partisë?</translation>
    </message>
    <message>
        <source>You cut the highest card: you deal first.</source>
        <translation>Preve letrën më të lartë: ti ndan i pari.</translation>
    </message>
    <message>
        <source>The kick is {card}. Stand with {suit} as trumps, or beg?</source>
        <translation>Letra e kthyer: {card}. Qëndron me atu {suit}, apo lutesh?</translation>
    </message>
    <message>
        <source>The kick is {card}. You hold no {suit}, so you may not stand: you must beg.</source>
        <translation>Letra e kthyer: {card}. S&apos;ke {suit}, ndaj s&apos;mund të qëndrosh: duhet të lutesh.</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>&amp;Qëndroj</translation>
    </message>
    <message>
        <source>Play with this trump</source>
        <translation>Luaj me këtë atu</translation>
    </message>
    <message>
        <source>I &amp;beg</source>
        <translation>&amp;Lutem</translation>
    </message>
    <message>
        <source>Ask {dealer} to say &quot;take one&quot; or run the pack</source>
        <translation>Kërko që {dealer} të thotë „merr një“ ose të vazhdojë kuvertën</translation>
    </message>
    <message>
        <source>&amp;Take one</source>
        <translation>M&amp;err një</translation>
    </message>
    <message>
        <source>One point to {side}; {suit} stay trumps</source>
        <translation>Një pikë për {side}; atu mbetet {suit}</translation>
    </message>
    <message>
        <source>&amp;Run the pack</source>
        <translation>&amp;Vazhdo kuvertën</translation>
    </message>
    <message>
        <source>Three more cards each and a new kick</source>
        <translation>Edhe tri letra secilit dhe një letër e re e kthyer</translation>
    </message>
    <message>
        <source>{name} begs. Say &quot;Take one&quot; (one point to {side}; {suit} stay trumps), or run the pack?</source>
        <translation>{name} lutet. Thua „Merr një“ (një pikë për {side}; atu mbetet {suit}), apo vazhdon kuvertën?</translation>
    </message>
    <message>
        <source>{name} begs. {why}</source>
        <comment>why: a whole sentence, why you may not say &quot;take one&quot;</comment>
        <translation>{name} lutet. {why}</translation>
    </message>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation>Ende s&apos;është fituar asnjë truk në këtë dorë.</translation>
    </message>
    <message>
        <source>Trick {number}: You took it</source>
        <translation>Truku {number}: e more ti</translation>
    </message>
    <message>
        <source>Trick {number}: {name} took it</source>
        <translation>Truku {number}: e mori {name}</translation>
    </message>
    <message>
        <source>{name}, {card}</source>
        <translation>{name}, {card}</translation>
    </message>
    <message>
        <source>Tab goes back to the question.</source>
        <translation>Tab të kthen te pyetja.</translation>
    </message>
    <message>
        <source>Tab goes back to the summary.</source>
        <translation>Tab të kthen te përmbledhja.</translation>
    </message>
    <message>
        <source>First answer the question: Tab goes back to it.</source>
        <translation>Përgjigju fillimisht pyetjes: Tab të kthen te ajo.</translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at just now.</source>
        <translation>Tani për tani nuk ke asnjë vendim për të cilin të jepet këshillë.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Po mendohet një këshillë…</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Në rregull</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Anu&amp;lo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Mbyll</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zhbëje</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ribëje</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Prije</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopjoje</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>N&amp;gjite</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Fshije</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Përzgjidhi të gjitha</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Në rregull</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>it is your only legal card</source>
        <translation>është e vetmja letër e lejuar që ke</translation>
    </message>
    <message>
        <source>the jack goes on it: the Jack point for your side</source>
        <translation>fanti shkon mbi të: pika Jack për skuadrën tënde</translation>
    </message>
    <message>
        <source>it wins the trick for your side: no opponent still to play can beat it</source>
        <translation>e fiton trukun për skuadrën tënde: asnjë kundërshtar që ka ende për të luajtur nuk e mund dot</translation>
    </message>
    <message>
        <source>it hangs their jack</source>
        <translation>u var fantin atyre</translation>
    </message>
    <message>
        <source>your jack is safe: the Jack point goes to your side</source>
        <translation>fanti yt është i sigurt: pika Jack shkon te skuadra jote</translation>
    </message>
    <message>
        <source>the Jack point goes to your side</source>
        <translation>pika Jack shkon te skuadra jote</translation>
    </message>
    <message>
        <source>it goes over partner&apos;s card</source>
        <translation>kalon mbi letrën e partnerit</translation>
    </message>
    <message>
        <source>no card of yours can win this trick</source>
        <translation>asnjë letër jote nuk e fiton dot këtë truk</translation>
    </message>
    <message>
        <source>it keeps {card}, which could take the trick, for later</source>
        <translation>ruan për më vonë {card}, që mund ta merrte trukun</translation>
    </message>
    <message>
        <source>leading trumps draws any the other side holds</source>
        <translation>hapja me atu tërheq çdo atu që ka skuadra tjetër</translation>
    </message>
    <message>
        <source>the jack of trumps is still out and may fall under it</source>
        <translation>fanti i atuit është ende jashtë dhe mund të bjerë nën të</translation>
    </message>
    <message>
        <source>the other side has no trumps left</source>
        <translation>skuadrës tjetër nuk i ka mbetur asnjë atu</translation>
    </message>
    <message>
        <source>partner has no {suit} left and may trump it</source>
        <translation>partnerit nuk i ka mbetur {suit} dhe mund ta presë me atu</translation>
    </message>
    <message>
        <source>it leads low and keeps {card}</source>
        <translation>hap me letër të ulët dhe ruan {card}</translation>
    </message>
    <message>
        <source>it is worth nothing for Game</source>
        <translation>nuk vlen asgjë për Lojën</translation>
    </message>
    <message>
        <source>it keeps {card} for later</source>
        <translation>ruan {card} për më vonë</translation>
    </message>
    <message>
        <source>it spends {card} on a trick partner was sure to win</source>
        <translation>shpenzon {card} në një truk që partneri do ta fitonte me siguri</translation>
    </message>
    <message>
        <source>a higher trump is still out and may hang your jack</source>
        <translation>një atu më i lartë është ende jashtë dhe mund ta varë fantin tënd</translation>
    </message>
    <message>
        <source>it keeps your jack back while a higher trump is still out</source>
        <translation>e mban fantin tënd mbrapa ndërsa një atu më i lartë është ende jashtë</translation>
    </message>
    <message>
        <source>it keeps {card} to catch their jack, still out</source>
        <translation>e mban {card} për të kapur fantin e tyre, ende jashtë</translation>
    </message>
    <message>
        <source>it spends {card}, which could catch their jack, still out</source>
        <translation>shpenzon {card}, që mund ta kapte fantin e tyre, ende jashtë</translation>
    </message>
    <message>
        <source>it takes {card} for your side</source>
        <translation>e merr {card} për anën tënde</translation>
    </message>
    <message>
        <source>it leaves {card} to the other side</source>
        <translation>ia lë {card} anës tjetër</translation>
    </message>
    <message>
        <source>partner is still to play and may win the trick</source>
        <translation>partneri ende nuk ka luajtur dhe mund ta fitojë trukun</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your right is still to play</source>
        <translation>partneri po fiton deri tani, por lojtari në të djathtën tënde ka ende për të luajtur</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your left is still to play</source>
        <translation>partneri po fiton deri tani, por lojtari në të majtën tënde ka ende për të luajtur</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your right is still to play</source>
        <translation>merr kryesimin në truk, megjithëse lojtari në të djathtën tënde ka ende për të luajtur</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your left is still to play</source>
        <translation>merr kryesimin në truk, megjithëse lojtari në të majtën tënde ka ende për të luajtur</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though your opponent is still to play</source>
        <translation>merr kryesimin në truk, megjithëse kundërshtari yt ka ende për të luajtur</translation>
    </message>
    <message>
        <source>the player on your right is still to play and may beat it</source>
        <translation>lojtari në të djathtën tënde ka ende për të luajtur dhe mund ta mundë</translation>
    </message>
    <message>
        <source>the player on your left is still to play and may beat it</source>
        <translation>lojtari në të majtën tënde ka ende për të luajtur dhe mund ta mundë</translation>
    </message>
    <message>
        <source>your opponent is still to play and may beat it</source>
        <translation>kundërshtari yt ka ende për të luajtur dhe mund ta mundë</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left</source>
        <translation>lojtarit në të djathtën tënde nuk i ka mbetur {suit}</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left</source>
        <translation>lojtarit në të majtën tënde nuk i ka mbetur {suit}</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left</source>
        <translation>kundërshtarit tënd nuk i ka mbetur {suit}</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your right, and only partner can still take the trick</source>
        <translation>fanti yt mund të varet: e mund {card}, e luajtur nga lojtari në të djathtën tënde, dhe vetëm partneri mund ta marrë ende trukun</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your left, and only partner can still take the trick</source>
        <translation>fanti yt mund të varet: e mund {card}, e luajtur nga lojtari në të majtën tënde, dhe vetëm partneri mund ta marrë ende trukun</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your right: the Jack point goes to their side</source>
        <translation>fanti yt bie nën {card}, e luajtur nga lojtari në të djathtën tënde: pika Jack shkon te skuadra e tyre</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your left: the Jack point goes to their side</source>
        <translation>fanti yt bie nën {card}, e luajtur nga lojtari në të majtën tënde: pika Jack shkon te skuadra e tyre</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by your opponent: the Jack point goes to their side</source>
        <translation>fanti yt bie nën {card}, e luajtur nga kundërshtari yt: pika Jack shkon te ana e tyre</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and may trump it</source>
        <translation>lojtarit në të djathtën tënde nuk i ka mbetur {suit} dhe mund ta presë me atu</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and may trump it</source>
        <translation>lojtarit në të majtën tënde nuk i ka mbetur {suit} dhe mund ta presë me atu</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and may trump it</source>
        <translation>kundërshtarit tënd nuk i ka mbetur {suit} dhe mund ta presë me atu</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>lojtarit në të djathtën tënde nuk i ka mbetur {suit} dhe mban {card} (të zbuluar) për ta prerë me atu</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>lojtarit në të majtën tënde nuk i ka mbetur {suit} dhe mban {card} (të zbuluar) për ta prerë me atu</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>kundërshtarit tënd nuk i ka mbetur {suit} dhe mban {card} (të zbuluar) për ta prerë me atu</translation>
    </message>
    <message>
        <source>it adds 1 point to your side&apos;s count for Game</source>
        <translation>i shton 1 pikë numërimit të skuadrës tënde për Lojën</translation>
    </message>
    <message>
        <source>1 point for Game</source>
        <translation>1 pikë për Lojën</translation>
    </message>
    <message>
        <source>it puts 1 more point on the trick</source>
        <translation>vë edhe 1 pikë në truk</translation>
    </message>
    <message>
        <source>it gives up 1 point</source>
        <translation>lëshon 1 pikë</translation>
    </message>
    <message>
        <source>it brings 1 point for Game if your side takes the trick</source>
        <translation>sjell 1 pikë për Lojën nëse skuadra jote e merr trukun</translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your right: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>fanti yt bie nën {card}, e luajtur nga lojtari në të djathtën tënde: Jack i varur, %n pikë për skuadrën e tyre</numerusform>
            <numerusform>fanti yt bie nën {card}, e luajtur nga lojtari në të djathtën tënde: Jack i varur, %n pikë për skuadrën e tyre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your left: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>fanti yt bie nën {card}, e luajtur nga lojtari në të majtën tënde: Jack i varur, %n pikë për skuadrën e tyre</numerusform>
            <numerusform>fanti yt bie nën {card}, e luajtur nga lojtari në të majtën tënde: Jack i varur, %n pikë për skuadrën e tyre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by your opponent: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>fanti yt bie nën {card}, e luajtur nga kundërshtari yt: Jack i varur, %n pikë për anën e tyre</numerusform>
            <numerusform>fanti yt bie nën {card}, e luajtur nga kundërshtari yt: Jack i varur, %n pikë për anën e tyre</numerusform>
        </translation>
    </message>
    <message>
        <source>you hold no {suit}, the trump suit</source>
        <translation>nuk ke {suit}, ngjyrën e atusë</translation>
    </message>
    <message>
        <source>you hold one trump ({suit})</source>
        <translation>ke një atu ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n trumps ({suit})</source>
        <translation>
            <numerusform>ke %n atu ({suit})</numerusform>
            <numerusform>ke %n atu ({suit})</numerusform>
        </translation>
    </message>
    <message>
        <source>your side needs {ours}, theirs {theirs}</source>
        <translation>skuadrës tënde i duhen {ours}, asaj të tyre {theirs}</translation>
    </message>
    <message numerus="yes">
        <source>it adds %n points to your side&apos;s count for Game</source>
        <translation>
            <numerusform>i shton %n pikë numërimit të skuadrës tënde për Lojën</numerusform>
            <numerusform>i shton %n pikë numërimit të skuadrës tënde për Lojën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points for Game</source>
        <translation>
            <numerusform>%n pikë për Lojën</numerusform>
            <numerusform>%n pikë për Lojën</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it puts %n more points on the trick</source>
        <translation>
            <numerusform>vë edhe %n pikë në truk</numerusform>
            <numerusform>vë edhe %n pikë në truk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it gives up %n points</source>
        <translation>
            <numerusform>lëshon %n pikë</numerusform>
            <numerusform>lëshon %n pikë</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it brings %n points for Game if your side takes the trick</source>
        <translation>
            <numerusform>sjell %n pikë për Lojën nëse skuadra jote e merr trukun</numerusform>
            <numerusform>sjell %n pikë për Lojën nëse skuadra jote e merr trukun</numerusform>
        </translation>
    </message>
    <message>
        <source>partner&apos;s {rank} is sure to win the trick</source>
        <translation>letra e partnerit, {rank}, do ta fitojë trukun me siguri</translation>
    </message>
    <message>
        <source>partner&apos;s {rank} of trumps is sure to win the trick</source>
        <translation>letra e partnerit, {rank} atu, do ta fitojë trukun me siguri</translation>
    </message>
    <message>
        <source>it is the best trump left</source>
        <translation>është atuja më e lartë që ka mbetur</translation>
    </message>
    <message>
        <source>it is the best club left</source>
        <translation>është letra më e lartë spathi që ka mbetur</translation>
    </message>
    <message>
        <source>it is the best diamond left</source>
        <translation>është letra më e lartë karo që ka mbetur</translation>
    </message>
    <message>
        <source>it is the best heart left</source>
        <translation>është letra më e lartë kupë që ka mbetur</translation>
    </message>
    <message>
        <source>it is the best spade left</source>
        <translation>është letra më e lartë maç që ka mbetur</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for {card}</source>
        <translation>kërkimi i jep {chance} për të fituar partinë, kundrejt {other_chance} për {card}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for standing</source>
        <translation>kërkimi i jep {chance} për të fituar partinë, kundrejt {other_chance} po të qëndrosh</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for begging</source>
        <translation>kërkimi i jep {chance} për të fituar partinë, kundrejt {other_chance} po të lutesh</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for giving one</source>
        <translation>kërkimi i jep {chance} për të fituar partinë, kundrejt {other_chance} po të japësh një</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for running the pack</source>
        <translation>kërkimi i jep {chance} për të fituar partinë, kundrejt {other_chance} po të vazhdosh kuvertën</translation>
    </message>
    <message>
        <source>the search rates it as high as playing {card} ({chance})</source>
        <translation>kërkimi e vlerëson po aq lart sa të luash {card} ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as standing ({chance})</source>
        <translation>kërkimi e vlerëson po aq lart sa të qëndrosh ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as begging ({chance})</source>
        <translation>kërkimi e vlerëson po aq lart sa të lutesh ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as giving one ({chance})</source>
        <translation>kërkimi e vlerëson po aq lart sa të japësh një ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as running the pack ({chance})</source>
        <translation>kërkimi e vlerëson po aq lart sa të vazhdosh kuvertën ({chance})</translation>
    </message>
    <message>
        <source>it is as good as playing {card} at {other_chance}, within the search&apos;s error, and the hint prefers it because the rules of thumb choose it</source>
        <translation>është po aq e mirë sa të luash {card} me {other_chance}, brenda gabimit të kërkimit, dhe këshilla e parapëlqen sepse rregullat e zakonshme e zgjedhin</translation>
    </message>
    <message>
        <source>no trump to stand on: the rules say beg</source>
        <translation>s&apos;ke atu për të qëndruar: rregullat thonë lutu</translation>
    </message>
    <message>
        <source>one point from the game: beg (a gift wins it)</source>
        <translation>një pikë larg fitores së partisë: lutu (një pikë dhuratë ta fiton)</translation>
    </message>
    <message>
        <source>the dealer&apos;s side is near the game: no new kick for them</source>
        <translation>skuadra e ndarësit është afër fitores: mos u jep letër të re të kthyer</translation>
    </message>
    <message>
        <source>your trumps are strong enough to play: stand</source>
        <translation>atutë e tua janë mjaft të forta për të luajtur: qëndro</translation>
    </message>
    <message>
        <source>too little in trumps: beg for a point or a new kick</source>
        <translation>shumë pak atu: lutu për një pikë ose për një letër të re të kthyer</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>e vetmja zgjedhje</translation>
    </message>
    <message>
        <source>giving one would lose the game: run the pack</source>
        <translation>po të japësh një, humbet partinë: vazhdo kuvertën</translation>
    </message>
    <message>
        <source>near the game: run the pack for a kick</source>
        <translation>afër fitores: vazhdo kuvertën për një letër të kthyer</translation>
    </message>
    <message>
        <source>this trump suits your hand: keep it and give one</source>
        <translation>ky atu i shkon dorës sate: mbaje dhe jep një</translation>
    </message>
    <message>
        <source>you are weak in this trump: run the pack for a new kick</source>
        <translation>je i dobët në këtë atu: vazhdo kuvertën për një letër të re të kthyer</translation>
    </message>
    <message>
        <source>giving one is not played: run the pack</source>
        <translation>„merr një“ nuk luhet këtu: vazhdo kuvertën</translation>
    </message>
    <message>
        <source>giving one is barred at the brink: run the pack</source>
        <translation>pranë fitores nuk lejohet të japësh një: vazhdo kuvertën</translation>
    </message>
    <message>
        <source>no trump to give one on: the rules say run the pack</source>
        <translation>s&apos;ke atu për të dhënë një: rregullat thonë vazhdo kuvertën</translation>
    </message>
    <message>
        <source>enough trumps, roughly</source>
        <translation>mjaft atu, përafërsisht</translation>
    </message>
    <message>
        <source>few trumps: beg</source>
        <translation>pak atu: lutu</translation>
    </message>
    <message>
        <source>likes the trump</source>
        <translation>i pëlqen ky atu</translation>
    </message>
    <message>
        <source>dislikes the trump: run</source>
        <translation>nuk i pëlqen ky atu: vazhdo kuvertën</translation>
    </message>
    <message>
        <source>{card} (trumps)</source>
        <translation>{card} (atu)</translation>
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
        <translation>Ky nuk është kodi i kësaj tavoline: kontrolloje me atë që e hapi.</translation>
    </message>
    <message>
        <source>That seat is not open to people: the host gave it to a computer.</source>
        <translation>Ai vend nuk është për njerëz: ai që e hapi tavolinën ia dha një kompjuteri.</translation>
    </message>
    <message>
        <source>Someone else has taken that seat: pick another.</source>
        <translation>Atë vend e ka zënë dikush tjetër: zgjidh një tjetër.</translation>
    </message>
    <message>
        <source>That seat is kept for the friend who sat there in this game: only they can take it back, or the host can give it to you.</source>
        <translation>Ai vend ruhet për mikun që u ul aty në këtë parti: vetëm ai mund ta marrë sërish, ose ta jep ty ai që e hapi tavolinën.</translation>
    </message>
    <message>
        <source>That seat is already connected (from another window?).</source>
        <translation>Ai vend është tashmë i lidhur (nga një dritare tjetër?).</translation>
    </message>
    <message>
        <source>That seat has not been taken yet: join it without a token.</source>
        <translation>Ai vend ende s&apos;është zënë: ulu pa shenjë hyrjeje.</translation>
    </message>
    <message>
        <source>The table does not have that seat.</source>
        <translation>Tavolina nuk e ka atë vend.</translation>
    </message>
    <message>
        <source>There is no such seat at a {count}-player table.</source>
        <translation>Nuk ka një vend të tillë në një tavolinë me {count} lojtarë.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partia ka mbaruar.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Dora ka mbaruar.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not yours.</source>
        <translation>Tani luan {other}, jo ti.</translation>
    </message>
    <message>
        <source>It is your turn, not {seat}&apos;s.</source>
        <translation>Tani luan ti, jo {seat}.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Tani luan {other}, jo {seat}.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Është radha jote.</translation>
    </message>
    <message>
        <source>You must stand or beg first.</source>
        <translation>Fillimisht duhet të qëndrosh ose të lutesh.</translation>
    </message>
    <message>
        <source>{seat} must stand or beg first.</source>
        <translation>Fillimisht {seat} duhet të qëndrojë ose të lutet.</translation>
    </message>
    <message>
        <source>You must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>Duhet t&apos;i përgjigjesh lutjes: „merr një“ ose vazhdo kuvertën.</translation>
    </message>
    <message>
        <source>{seat} must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>{seat} duhet t&apos;i përgjigjet lutjes: „merr një“ ose të vazhdojë kuvertën.</translation>
    </message>
    <message>
        <source>You must play a card.</source>
        <translation>Duhet të luash një letër.</translation>
    </message>
    <message>
        <source>{seat} must play a card.</source>
        <translation>{seat} duhet të luajë një letër.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: you must run the pack.</source>
        <translation>„Merr një“ do t&apos;u jepte partinë atyre që u lutën: duhet të vazhdosh kuvertën.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: {seat} must run the pack.</source>
        <translation>„Merr një“ do t&apos;u jepte partinë atyre që u lutën: {seat} duhet të vazhdojë kuvertën.</translation>
    </message>
    <message>
        <source>Giving one is not played here: you must run the pack.</source>
        <translation>Këtu „merr një“ nuk luhet: duhet të vazhdosh kuvertën.</translation>
    </message>
    <message>
        <source>Giving one is not played here: {seat} must run the pack.</source>
        <translation>Këtu „merr një“ nuk luhet: {seat} duhet të vazhdojë kuvertën.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not give one: run the pack.</source>
        <translation>Nuk ke asnjë atu, ndaj nuk mund të thuash „merr një“: vazhdo kuvertën.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not give one: run the pack.</source>
        <translation>{seat} nuk ka asnjë atu, ndaj {seat} nuk mund të thotë „merr një“: vazhdohet kuverta.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not stand: beg.</source>
        <translation>Nuk ke asnjë atu, ndaj nuk mund të qëndrosh: lutu.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not stand: beg.</source>
        <translation>{seat} nuk ka asnjë atu, ndaj {seat} nuk mund të qëndrojë: duhet të lutet.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Ti nuk ke {card}.</translation>
    </message>
    <message>
        <source>{seat} does not hold {card}.</source>
        <translation>{seat} nuk ka {card}.</translation>
    </message>
    <message>
        <source>You must play the called card, {card}.</source>
        <translation>Duhet të luash letrën e kërkuar, {card}.</translation>
    </message>
    <message>
        <source>{seat} must play the called card, {card}.</source>
        <translation>{seat} duhet të luajë letrën e kërkuar, {card}.</translation>
    </message>
    <message>
        <source>You hold trumps; {suit} were led, so play a trump.</source>
        <translation>Ke atu; u hap me {suit}, ndaj luaj një atu.</translation>
    </message>
    <message>
        <source>{seat} holds trumps; {suit} were led, so play a trump.</source>
        <translation>{seat} ka atu; u hap me {suit}, ndaj duhet të luajë një atu.</translation>
    </message>
    <message>
        <source>You may not undertrump {card} while holding other suits.</source>
        <translation>Nuk mund të luash atu më të vogël se {card} kur ke ngjyra të tjera.</translation>
    </message>
    <message>
        <source>{seat} may not undertrump {card} while holding other suits.</source>
        <translation>{seat} nuk mund të luajë atu më të vogël se {card} kur ka ngjyra të tjera.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit or trump.</source>
        <translation>Ke {suit}: ndiq ngjyrën ose pre me atu.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit or trump.</source>
        <translation>{seat} ka {suit}: duhet të ndjekë ngjyrën ose të presë me atu.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit.</source>
        <translation>Ke {suit}: ndiq ngjyrën.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit.</source>
        <translation>{seat} ka {suit}: duhet të ndjekë ngjyrën.</translation>
    </message>
    <message>
        <source>You have no {suit} but hold trumps, so you must trump.</source>
        <translation>Nuk ke {suit}, por ke atu, ndaj duhet të presësh me atu.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} but holds trumps, so {seat} must trump.</source>
        <translation>{seat} nuk ka {suit}, por ka atu, ndaj {seat} duhet të presë me atu.</translation>
    </message>
    <message>
        <source>You trumped while holding {suit}, so you must lead {suit} or a trump.</source>
        <translation>Preve me atu ndërkohë që kishe {suit}, ndaj duhet të hapësh me {suit} ose me atu.</translation>
    </message>
    <message>
        <source>{seat} trumped while holding {suit}, so {seat} must lead {suit} or a trump.</source>
        <translation>{seat} preu me atu ndërkohë që kishte {suit}, ndaj {seat} duhet të hapë me {suit} ose me atu.</translation>
    </message>
    <message>
        <source>The exposed-card penalty is off: cards out of turn are refused.</source>
        <translation>Ndëshkimi për letrën e zbuluar është i fikur: letrat jashtë radhës nuk pranohen.</translation>
    </message>
    <message>
        <source>Cards can be exposed and called only during the play.</source>
        <translation>Letrat mund të zbulohen dhe të kërkohen vetëm gjatë lojës.</translation>
    </message>
    <message>
        <source>It is your turn: play the card instead.</source>
        <translation>Është radha jote: luaje letrën më mirë.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn: play the card instead.</source>
        <translation>Tani luan {seat}: më mirë të luajë letrën.</translation>
    </message>
    <message>
        <source>{card} is already exposed.</source>
        <translation>{card} është zbuluar tashmë.</translation>
    </message>
    <message>
        <source>You cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>Nuk mund ta kërkosh letrën që ka {other}: vetëm kundërshtarët mund ta kërkojnë.</translation>
    </message>
    <message>
        <source>{seat} cannot call your card: only opponents may call.</source>
        <translation>{seat} nuk mund ta kërkojë letrën tënde: vetëm kundërshtarët mund ta kërkojnë.</translation>
    </message>
    <message>
        <source>{seat} cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>{seat} nuk mund ta kërkojë letrën që ka {other}: vetëm kundërshtarët mund ta kërkojnë.</translation>
    </message>
    <message>
        <source>You cannot call your own card: only opponents may call.</source>
        <translation>Nuk mund ta kërkosh letrën tënde: vetëm kundërshtarët mund ta kërkojnë.</translation>
    </message>
    <message>
        <source>{card} has already been called.</source>
        <translation>{card} është kërkuar tashmë.</translation>
    </message>
    <message>
        <source>You have not exposed {card}.</source>
        <translation>Ti nuk e ke zbuluar {card}.</translation>
    </message>
    <message>
        <source>{other} has not exposed {card}.</source>
        <translation>{other} nuk e ka zbuluar {card}.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for you now.</source>
        <translation>{card} nuk është letër e lejuar për ty tani.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for {other} now.</source>
        <translation>{card} nuk është letër e lejuar për {other} tani.</translation>
    </message>
    <message>
        <source>The cut for first dealer is already done.</source>
        <translation>Prerja për ndarësin e parë është bërë tashmë.</translation>
    </message>
    <message>
        <source>The dealing method is chosen once, by the first dealer.</source>
        <translation>Mënyra e ndarjes zgjidhet një herë, nga ndarësi i parë.</translation>
    </message>
    <message>
        <source>You deal first and choose how to deal.</source>
        <translation>Ti ndan i pari dhe zgjedh si të ndash.</translation>
    </message>
    <message>
        <source>{other} deals first and chooses how to deal.</source>
        <translation>{other} ndan i pari dhe zgjedh si të ndajë.</translation>
    </message>
    <message>
        <source>Deal in ones or threes, not {detail}.</source>
        <translation>Ndaj një nga një ose me nga tre, jo {detail}.</translation>
    </message>
    <message>
        <source>A hand can be dealt only between hands.</source>
        <translation>Një dorë mund të ndahet vetëm midis duarve.</translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>Nuk po luhet asnjë dorë.</translation>
    </message>
    <message>
        <source>No hand has been dealt yet.</source>
        <translation>Ende nuk është ndarë asnjë dorë.</translation>
    </message>
    <message>
        <source>{detail} is not a decision.</source>
        <translation>{detail} nuk është vendim.</translation>
    </message>
    <message>
        <source>You answered for {other}.</source>
        <translation>Ti u përgjigje për {other}.</translation>
    </message>
    <message>
        <source>{seat} answered for you.</source>
        <translation>{seat} u përgjigj për ty.</translation>
    </message>
    <message>
        <source>{seat} answered for {other}.</source>
        <translation>{seat} u përgjigj për {other}.</translation>
    </message>
    <message>
        <source>You answered for yourself.</source>
        <translation>Ti u përgjigje për veten.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Export is available once the hand is over.</source>
        <translation>Eksportimi bëhet i mundur kur të mbarojë dora.</translation>
    </message>
    <message>
        <source>This hand is still being played: you see it as you saw it at the table. Export is available once the hand is over.</source>
        <translation>Kjo dorë ende po luhet: e sheh ashtu siç e pe në tavolinë. Eksportimi bëhet i mundur kur të mbarojë dora.</translation>
    </message>
    <message>
        <source>Kick: {points} to {side}.</source>
        <translation>Letra e kthyer: {points} për {side}.</translation>
    </message>
    <message>
        <source>Beg (take one): {points} to {side}.</source>
        <translation>Lutja („merr një“): {points} për {side}.</translation>
    </message>
    <message>
        <source>High: {points} to {side}.</source>
        <translation>I lartë: {points} për {side}.</translation>
    </message>
    <message>
        <source>Low: {points} to {side}.</source>
        <translation>I ulët: {points} për {side}.</translation>
    </message>
    <message>
        <source>Jack: {points} to {side}.</source>
        <translation>Jack: {points} për {side}.</translation>
    </message>
    <message>
        <source>Hang Jack: {points} to {side}.</source>
        <translation>Jack i varur: {points} për {side}.</translation>
    </message>
    <message>
        <source>Game: {points} to {side}.</source>
        <translation>Loja: {points} për {side}.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the disk is full.</source>
        <translation>Dora nuk u ruajt te {path}: disku është plot.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder cannot be written to (it is read-only, or not yours).</source>
        <translation>Dora nuk u ruajt te {path}: në dosje nuk mund të shkruhet (është vetëm për lexim, ose nuk është jotja).</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder does not exist.</source>
        <translation>Dora nuk u ruajt te {path}: dosja nuk ekziston.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: {reason}.</source>
        <translation>Dora nuk u ruajt te {path}: {reason}.</translation>
    </message>
    <message>
        <source>The pack ran out and was dealt again.</source>
        <translation>Kuverta mbaroi dhe letrat u ndanë sërish.</translation>
    </message>
    <message>
        <source>The kick is {card}.</source>
        <translation>Letra e kthyer është {card}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The kick is {card} (after {earlier}).</source>
        <translation>Letra e kthyer është {card} (më parë: {earlier}).</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game to</source>
        <translation>Partia deri në</translation>
    </message>
    <message>
        <source>The score a side must reach to win the game.</source>
        <translation>Rezultati që duhet të arrijë një skuadër për të fituar partinë.</translation>
    </message>
    <message>
        <source>14 points</source>
        <translation>14 pikë</translation>
    </message>
    <message>
        <source>7 points</source>
        <translation>7 pikë</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 pikë</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 pikë</translation>
    </message>
    <message>
        <source>22 points</source>
        <translation>22 pikë</translation>
    </message>
    <message>
        <source>to {value}</source>
        <translation>deri në {value}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Lojtarët</translation>
    </message>
    <message>
        <source>Four in two partnerships, or one against one.</source>
        <translation>Katër në dy skuadra, ose një kundër një.</translation>
    </message>
    <message>
        <source>Four players: you and a partner</source>
        <translation>Katër lojtarë: ti dhe një partner</translation>
    </message>
    <message>
        <source>Two players: one against one</source>
        <translation>Dy lojtarë: një kundër një</translation>
    </message>
    <message>
        <source>{value} players</source>
        <translation>{value} lojtarë</translation>
    </message>
    <message>
        <source>Kick scores</source>
        <translation>Pikët e letrës së kthyer</translation>
    </message>
    <message>
        <source>What the dealer&apos;s side scores for the card turned up as the kick.</source>
        <translation>Sa fiton skuadra e ndarësit për letrën që kthehet si letra e kthyer.</translation>
    </message>
    <message>
        <source>Trinidad: ace 1, six 2, jack 3</source>
        <translation>Trinidad: asi 1, gjashtëshja 2, fanti 3</translation>
    </message>
    <message>
        <source>Tobago: ace 1, two 2, jack 3</source>
        <translation>Tobago: asi 1, dyshja 2, fanti 3</translation>
    </message>
    <message>
        <source>Tobago kicks</source>
        <translation>letra e kthyer si në Tobago</translation>
    </message>
    <message>
        <source>Hang jack</source>
        <translation>Jack i varur</translation>
    </message>
    <message>
        <source>Whether the jack of trumps captured by the other side scores more for them.</source>
        <translation>Nëse fanti i atuit, kur e merr skuadra tjetër, u jep atyre më shumë pikë.</translation>
    </message>
    <message>
        <source>on: points to the side that hangs it</source>
        <translation>po: pikët shkojnë te skuadra që e var</translation>
    </message>
    <message>
        <source>off: the jack is 1 to whoever wins it</source>
        <translation>jo: fanti vlen 1 për këdo që e fiton</translation>
    </message>
    <message>
        <source>no hang jack</source>
        <translation>pa Jack të varur</translation>
    </message>
    <message>
        <source>Hang jack worth</source>
        <translation>Vlera e Jack-ut të varur</translation>
    </message>
    <message>
        <source>What hanging the jack scores.</source>
        <translation>Sa pikë jep varja e fantit.</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 pikë</translation>
    </message>
    <message>
        <source>6 points (tournament play)</source>
        <translation>6 pikë (si në turne)</translation>
    </message>
    <message>
        <source>hang jack {value}</source>
        <translation>Jack i varur {value}</translation>
    </message>
    <message>
        <source>Game is worth</source>
        <translation>Vlera e Lojës</translation>
    </message>
    <message>
        <source>What the side with more card points scores for Game.</source>
        <translation>Sa fiton për Lojën skuadra me më shumë pikë letrash.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 pikë</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 pikë</translation>
    </message>
    <message>
        <source>game worth 2</source>
        <translation>Loja vlen 2</translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation>Barazim në Lojë</translation>
    </message>
    <message>
        <source>Who scores Game when the card points are equal.</source>
        <translation>Kush e fiton Lojën kur pikët e letrave janë të barabarta.</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>askush nuk fiton</translation>
    </message>
    <message>
        <source>the non-dealer&apos;s side scores</source>
        <translation>fiton skuadra që nuk ndan</translation>
    </message>
    <message>
        <source>tied game to non-dealer</source>
        <translation>barazimi në Lojë për atë që nuk ndan</translation>
    </message>
    <message>
        <source>Take one at the brink</source>
        <translation>„Merr një“ në prag të fitores</translation>
    </message>
    <message>
        <source>Whether the dealer may give one when it would give the beggars the game.</source>
        <translation>Nëse ndarësi mund të japë një pikë kur kjo u jep partinë atyre që u lutën.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>lejohet</translation>
    </message>
    <message>
        <source>dealer must run the pack if it would end the game</source>
        <translation>ndarësi duhet të vazhdojë kuvertën nëse kjo do ta mbyllte partinë</translation>
    </message>
    <message>
        <source>no giving one at the brink</source>
        <translation>pa „merr një“ në prag të fitores</translation>
    </message>
    <message>
        <source>Out of the suit led</source>
        <translation>Pa ngjyrën e hapur</translation>
    </message>
    <message>
        <source>What a player with none of the suit led may play.</source>
        <translation>Çfarë mund të luajë lojtari që s&apos;ka asnjë letër të ngjyrës së hapur.</translation>
    </message>
    <message>
        <source>play any card</source>
        <translation>luan çfarëdo letre</translation>
    </message>
    <message>
        <source>must trump if able</source>
        <translation>duhet të presë me atu nëse mundet</translation>
    </message>
    <message>
        <source>void must trump</source>
        <translation>pa ngjyrën, duhet atu</translation>
    </message>
    <message>
        <source>Undertrumping</source>
        <translation>Atu më i vogël</translation>
    </message>
    <message>
        <source>Whether a trump lower than one already in a plain-suit trick may be played.</source>
        <translation>Nëse lejohet të luhet një atu më i vogël se një atu që është tashmë në një truk pa atu të hapur.</translation>
    </message>
    <message>
        <source>not allowed unless holding only trumps</source>
        <translation>nuk lejohet, përveçse kur ke vetëm atu</translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation>pa atu më të vogël</translation>
    </message>
    <message>
        <source>Cards shown out of turn</source>
        <translation>Letrat e treguara jashtë radhës</translation>
    </message>
    <message>
        <source>Whether a card played out of turn stays exposed for the opponents to call.</source>
        <translation>Nëse një letër e luajtur jashtë radhës mbetet e zbuluar që ta kërkojnë kundërshtarët.</translation>
    </message>
    <message>
        <source>stay face up and may be called</source>
        <translation>mbeten të zbuluara dhe mund të kërkohen</translation>
    </message>
    <message>
        <source>are simply refused</source>
        <translation>thjesht nuk pranohen</translation>
    </message>
    <message>
        <source>no exposed-card penalty</source>
        <translation>pa ndëshkim për letrën e zbuluar</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Qëndrimi</translation>
    </message>
    <message>
        <source>Whether first hand may stand without a trump.</source>
        <translation>Nëse lojtari i parë mund të qëndrojë pa asnjë atu.</translation>
    </message>
    <message>
        <source>on any hand</source>
        <translation>me çfarëdo dore</translation>
    </message>
    <message>
        <source>only holding a trump; else first hand begs</source>
        <translation>vetëm me një atu në dorë; përndryshe lojtari i parë lutet</translation>
    </message>
    <message>
        <source>stand needs a trump</source>
        <translation>qëndrimi kërkon atu</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Merr një</translation>
    </message>
    <message>
        <source>Whether the dealer may give one without a trump.</source>
        <translation>Nëse ndarësi mund të japë një pikë pa asnjë atu.</translation>
    </message>
    <message>
        <source>only holding a trump; else the pack is run</source>
        <translation>vetëm me një atu në dorë; përndryshe vazhdohet kuverta</translation>
    </message>
    <message>
        <source>give needs a trump</source>
        <translation>„merr një“ kërkon atu</translation>
    </message>
    <message>
        <source>Giving one</source>
        <translation>Dhënia e një pike</translation>
    </message>
    <message>
        <source>Whether the dealer may answer a beg with one point.</source>
        <translation>Nëse ndarësi mund t&apos;i përgjigjet lutjes me një pikë.</translation>
    </message>
    <message>
        <source>never: a beg always runs the pack</source>
        <translation>kurrë: lutja gjithmonë vazhdon kuvertën</translation>
    </message>
    <message>
        <source>never give one</source>
        <translation>asnjëherë „merr një“</translation>
    </message>
    <message>
        <source>Pack runs out</source>
        <translation>Kur mbaron kuverta</translation>
    </message>
    <message>
        <source>What happens when running the pack turns up no new suit.</source>
        <translation>Çfarë ndodh kur vazhdimi i kuvertës nuk nxjerr ngjyrë të re.</translation>
    </message>
    <message>
        <source>the same dealer deals again</source>
        <translation>i njëjti ndarës ndan sërish</translation>
    </message>
    <message>
        <source>turn the cards left as kicks until a new suit</source>
        <translation>kthehen letrat e mbetura si letra të kthyera deri në një ngjyrë të re</translation>
    </message>
    <message>
        <source>pack out: kicks</source>
        <translation>kuverta mbaroi: letra të kthyera</translation>
    </message>
    <message>
        <source>Trump and follow</source>
        <translation>Atu dhe ndjekje</translation>
    </message>
    <message>
        <source>Whether trumping while holding the suit led binds your next lead.</source>
        <translation>Nëse prerja me atu, kur ke ngjyrën e hapur, të detyron në hapjen tjetër.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>jo</translation>
    </message>
    <message>
        <source>trump holding the suit led: next lead that suit or a trump</source>
        <translation>pre me atu duke pasur ngjyrën: hapja tjetër me atë ngjyrë ose me atu</translation>
    </message>
    <message>
        <source>trump and follow</source>
        <translation>atu dhe ndjekje</translation>
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
        <translation>luaj letrën e 1-rë … 9-të, 10-të, 11-të, 12-të të dorës, nga e majta</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, then &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, pastaj &lt;b&gt;Enter&lt;/b&gt; ose &lt;b&gt;Space&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move to a playable card and play it</source>
        <translation>kalo te një letër që mund të luhet dhe luaje</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; ose &lt;b&gt;Space&lt;/b&gt;</translation>
    </message>
    <message>
        <source>answer a question or a panel with its first button (Stand, Take one, Next hand, Rematch)</source>
        <translation>përgjigju një pyetjeje ose një paneli me butonin e parë (Qëndroj, Merr një, Dora tjetër, Revansh)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt;</translation>
    </message>
    <message>
        <source>dismiss an explanation in the status line</source>
        <translation>hiq një shpjegim nga rreshti i gjendjes</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt;</source>
        <translation>&lt;b&gt;H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>hint: what the expert would do, and why</source>
        <translation>këshillë: çfarë do të bënte eksperti, dhe pse</translation>
    </message>
    <message>
        <source>&lt;b&gt;L&lt;/b&gt;</source>
        <translation>&lt;b&gt;L&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the last trick, face up (or point at a won pile)</source>
        <translation>truku i fundit, me fytyrë lart (ose drejto miun te një grumbull i fituar)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Z&lt;/b&gt;</translation>
    </message>
    <message>
        <source>take back your last decision of the hand</source>
        <translation>ktheje vendimin tënd të fundit në këtë dorë</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+H&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>score history</source>
        <translation>historiku i rezultatit</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+N&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>parti e re</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a six {six}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Ndarës i parë është kush pret letrën më të lartë. Ndarësi i jep secilit gjashtë letra, një nga një ose me nga tre (zgjidhet një herë për gjithë partinë), duke filluar nga lojtari në të djathtë (&lt;i&gt;lojtari i parë&lt;/i&gt;). Letra tjetër kthehet me fytyrë lart: &lt;b&gt;letra e kthyer&lt;/b&gt;. Ngjyra e saj është atu. Nëse kthehet asi, skuadra e ndarësit merr menjëherë {ace}, gjashtëshja {six}, fanti {jack}.</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a two {two}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Ndarës i parë është kush pret letrën më të lartë. Ndarësi i jep secilit gjashtë letra, një nga një ose me nga tre (zgjidhet një herë për gjithë partinë), duke filluar nga lojtari në të djathtë (&lt;i&gt;lojtari i parë&lt;/i&gt;). Letra tjetër kthehet me fytyrë lart: &lt;b&gt;letra e kthyer&lt;/b&gt;. Ngjyra e saj është atu. Nëse kthehet asi, skuadra e ndarësit merr menjëherë {ace}, dyshja {two}, fanti {jack}.</translation>
    </message>
    <message>
        <source>First hand looks at their cards and says &lt;b&gt;&quot;Stand&quot;&lt;/b&gt; (play with this trump) or &lt;b&gt;&quot;I beg&quot;&lt;/b&gt;.</source>
        <translation>Lojtari i parë shikon letrat e veta dhe thotë &lt;b&gt;„Qëndroj“&lt;/b&gt; (luajmë me këtë atu) ose &lt;b&gt;„Lutem“&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>In this game first hand may stand only while holding a trump (a card of the kick&apos;s suit); without one, first hand must beg.</source>
        <translation>Në këtë parti lojtari i parë mund të qëndrojë vetëm kur ka një atu (një letër me ngjyrën e letrës së kthyer); pa të, lojtari i parë duhet të lutet.</translation>
    </message>
    <message>
        <source>To a beg the dealer always &lt;b&gt;runs the pack&lt;/b&gt; (giving one is never played in this game): three more cards each and a new kick.</source>
        <translation>Lutjes ndarësi i përgjigjet gjithmonë duke &lt;b&gt;vazhduar kuvertën&lt;/b&gt; (në këtë parti „merr një“ nuk luhet): edhe tri letra secilit dhe një letër e re e kthyer.</translation>
    </message>
    <message>
        <source>To a beg the dealer either says &lt;b&gt;&quot;Take one&quot;&lt;/b&gt; (the beggars score a point and trumps stay) or &lt;b&gt;runs the pack&lt;/b&gt;: three more cards each and a new kick.</source>
        <translation>Lutjes ndarësi i përgjigjet ose me &lt;b&gt;„Merr një“&lt;/b&gt; (ata që u lutën marrin një pikë dhe atui mbetet) ose duke &lt;b&gt;vazhduar kuvertën&lt;/b&gt;: edhe tri letra secilit dhe një letër e re e kthyer.</translation>
    </message>
    <message>
        <source>The dealer may say &quot;Take one&quot; only while holding a trump; without one, the pack is run.</source>
        <translation>Ndarësi mund të thotë „Merr një“ vetëm kur ka një atu; pa të, kuverta vazhdohet.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the dealer turns the cards left one at a time as kicks (each scoring like a kick) until one of a new suit sets trumps, with no more dealing; only if none does, the same dealer shuffles and deals again.</source>
        <translation>Nëse letra e re e kthyer është e së njëjtës ngjyrë, ndarësi vazhdon sërish kuvertën, derisa të dalë një ngjyrë e re; nëse kuverta mbaron më parë, ndarësi kthen letrat e mbetura një nga një si letra të kthyera (secila merr pikë si letër e kthyer) derisa një me ngjyrë të re të caktojë atuin, pa ndarë më letra; vetëm nëse s&apos;del asnjë, i njëjti ndarës i përzien dhe i ndan sërish.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the same dealer shuffles and deals again.</source>
        <translation>Nëse letra e re e kthyer është e së njëjtës ngjyrë, ndarësi vazhdon sërish kuvertën, derisa të dalë një ngjyrë e re; nëse kuverta mbaron më parë, i njëjti ndarës i përzien letrat dhe i ndan sërish.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you must trump if you can, otherwise play anything. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>Hap lojtari i parë. Nëse hapet një ngjyrë jo atu, duhet të ndjekësh ngjyrën &lt;b&gt;ose të presësh me atu&lt;/b&gt;; nëse s&apos;e ke ngjyrën e hapur, duhet të presësh me atu nëse mundesh, përndryshe luaj çfarëdo. Nëse hapet atu, duhet të luash atu nëse ke. Trukun e fiton atui më i lartë, përndryshe letra më e lartë e ngjyrës së hapur; fituesi hap të radhës.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you may play any card. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>Hap lojtari i parë. Nëse hapet një ngjyrë jo atu, duhet të ndjekësh ngjyrën &lt;b&gt;ose të presësh me atu&lt;/b&gt;; nëse s&apos;e ke ngjyrën e hapur, mund të luash çfarëdo letre. Nëse hapet atu, duhet të luash atu nëse ke. Trukun e fiton atui më i lartë, përndryshe letra më e lartë e ngjyrës së hapur; fituesi hap të radhës.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trump and follow&lt;/b&gt;: if you trump a plain-suit trick while still holding that suit, at your next lead you must lead that suit or a trump.</source>
        <translation>&lt;b&gt;Atu dhe ndjekje&lt;/b&gt;: nëse pret me atu një truk të hapur me ngjyrë jo atu ndërkohë që e ke atë ngjyrë, në hapjen tënde të radhës duhet të hapësh me atë ngjyrë ose me atu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; hang jack is off: it is always 1 point.</source>
        <translation>&lt;b&gt;Jack&lt;/b&gt;: 1 për skuadrën që e fiton fantin e atuit në një truk; Jack i varur është i fikur: vlen gjithmonë 1 pikë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 6 points to them.</source>
        <translation>&lt;b&gt;Jack&lt;/b&gt;: 1 për skuadrën që e fiton fantin e atuit në një truk; nëse e kap skuadra tjetër, ky është &lt;b&gt;Jack i varur&lt;/b&gt;: 6 pikë për ta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 3 points to them.</source>
        <translation>&lt;b&gt;Jack&lt;/b&gt;: 1 për skuadrën që e fiton fantin e atuit në një truk; nëse e kap skuadra tjetër, ky është &lt;b&gt;Jack i varur&lt;/b&gt;: 3 pikë për ta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie scores nothing.</source>
        <translation>&lt;b&gt;Loja&lt;/b&gt;: numërohen letrat e fituara: asi 4, mbreti 3, mbretëresha 2, fanti 1, dhjetëshja 10. Shuma më e madhe merr 1 pikë. Barazimi nuk jep asgjë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Loja&lt;/b&gt;: numërohen letrat e fituara: asi 4, mbreti 3, mbretëresha 2, fanti 1, dhjetëshja 10. Shuma më e madhe merr 1 pikë. Barazimi i shkon skuadrës që nuk ndan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie scores nothing.</source>
        <translation>&lt;b&gt;Loja&lt;/b&gt;: numërohen letrat e fituara: asi 4, mbreti 3, mbretëresha 2, fanti 1, dhjetëshja 10. Shuma më e madhe merr 2 pikë. Barazimi nuk jep asgjë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Loja&lt;/b&gt;: numërohen letrat e fituara: asi 4, mbreti 3, mbretëresha 2, fanti 1, dhjetëshja 10. Shuma më e madhe merr 2 pikë. Barazimi i shkon skuadrës që nuk ndan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;High&lt;/b&gt;: 1 to the side dealt the highest trump.</source>
        <translation>&lt;b&gt;I lartë&lt;/b&gt;: 1 për skuadrën që mori në ndarje atuin më të lartë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Low&lt;/b&gt;: 1 to the side dealt the lowest trump (whoever wins it).</source>
        <translation>&lt;b&gt;I ulët&lt;/b&gt;: 1 për skuadrën që mori në ndarje atuin më të ulët (kushdo që e fiton atë).</translation>
    </message>
    <message>
        <source>All Fours, the Trinidad way</source>
        <translation>All Fours, si në Trinidad</translation>
    </message>
    <message>
        <source>Four players in two partnerships, partners facing each other (or one against one). Deal and play go to the &lt;b&gt;right&lt;/b&gt;. A full 52-card pack; aces high.</source>
        <translation>Katër lojtarë në dy skuadra, partnerët përballë njëri-tjetrit (ose një kundër një). Ndarja dhe loja shkojnë nga e &lt;b&gt;djathta&lt;/b&gt;. Një kuvertë e plotë me 52 letra; asi është më i larti.</translation>
    </message>
    <message>
        <source>The first side to reach &lt;b&gt;{target}&lt;/b&gt; wins at once, even in the middle of the counting or on a kick.</source>
        <translation>Skuadra që arrin e para &lt;b&gt;{target}&lt;/b&gt; fiton menjëherë, edhe në mes të numërimit apo me një letër të kthyer.</translation>
    </message>
    <message>
        <source>The deal and the kick</source>
        <translation>Ndarja dhe letra e kthyer</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Qëndro ose lutu</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Loja me letra</translation>
    </message>
    <message>
        <source>Scoring, in this order</source>
        <translation>Pikët, sipas kësaj radhe</translation>
    </message>
    <message>
        <source>This game&apos;s options</source>
        <translation>Opsionet e kësaj partie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tastet</translation>
    </message>
    <message>
        <source>Rules of All Fours</source>
        <translation>Rregullat e All Fours</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Hand {number} · to {target}</source>
        <translation>Dora {number} · deri në {target}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Partia deri në {target}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atu</translation>
    </message>
    <message>
        <source>Card points {us} – {them}</source>
        <translation>Pikët e letrave {us} – {them}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand finished yet. The first to {target} wins.</source>
        <translation>Ende s&apos;ka mbaruar asnjë dorë. Fiton kush arrin i pari {target}.</translation>
    </message>
    <message>
        <source>After hand {number}: {us} {our_score}, {them} {their_score}. The first to {target} wins.</source>
        <translation>Pas dorës {number}: {us} {our_score}, {them} {their_score}. Fiton kush arrin i pari {target}.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Dora</translation>
    </message>
    <message>
        <source>{target} to win</source>
        <translation>{target} për fitore</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your game history can be written again: this game is saved, with every decision made while it could not be.</source>
        <translation>Historiku yt i partive mund të shkruhet sërish: kjo parti u ruajt, bashkë me çdo vendim të marrë kur nuk mund të ruhej.</translation>
    </message>
    <message>
        <source>This game cannot be saved just now: {problem}. Play on: every decision is kept, and written as soon as the history takes it.</source>
        <translation>Kjo parti nuk mund të ruhet tani: {problem}. Vazhdo lojën: çdo vendim mbahet dhe shkruhet sapo historiku ta pranojë.</translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation>Dora mbaroi: s&apos;ka asgjë për të kthyer mbrapsht.</translation>
    </message>
    <message>
        <source>You have made no decision in this hand yet.</source>
        <translation>Ende s&apos;ke marrë asnjë vendim në këtë dorë.</translation>
    </message>
    <message>
        <source>The lock file {file} in {folder} could not be read, nor moved out of the way ({problem}); its game cannot be played until that file is removed.</source>
        <translation>Skedari i kyçjes {file} te {folder} nuk u lexua dot dhe as nuk u zhvendos dot ({problem}); partia e tij nuk mund të luhet derisa ky skedar të hiqet.</translation>
    </message>
    <message>
        <source>The lock file of a game in progress ({file}) could not be read; it was kept as {kept}, and the game can be played again.</source>
        <translation>Skedari i kyçjes i një partie në vazhdim ({file}) nuk u lexua dot; u ruajt si {kept}, dhe partia mund të luhet sërish.</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Qëndro</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Lutu</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Thuaj „merr një“</translation>
    </message>
    <message>
        <source>Run the pack</source>
        <translation>Vazhdo kuvertën</translation>
    </message>
    <message>
        <source>No hint available: {problem}</source>
        <translation>Nuk ka këshillë: {problem}</translation>
    </message>
    <message>
        <source>Deal in threes: the usual way in Trinidad, and quicker. One at a time or in threes, the cards are as random either way.</source>
        <translation>Ndaj me nga tre: mënyra e zakonshme në Trinidad, dhe më e shpejtë. Një nga një apo me nga tre, letrat janë njësoj të rastësishme.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Luaj {card}</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game): {why}.</source>
        <translation>{advice} ({chance} mundësi për të fituar partinë): {why}.</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game).</source>
        <translation>{advice} ({chance} mundësi për të fituar partinë).</translation>
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
        <translation>nga të gjitha mënyrat si mund të jenë letrat që nuk i sheh, kjo del më mirë</translation>
    </message>
    <message>
        <source>it is still stuck on an earlier decision</source>
        <translation>ende ka ngecur në një vendim të mëparshëm</translation>
    </message>
    <message>
        <source>no answer in {seconds} s</source>
        <translation>asnjë përgjigje për {seconds} s</translation>
    </message>
    <message>
        <source>it chose an illegal move ({reason})</source>
        <translation>zgjodhi një lëvizje të palejuar ({reason})</translation>
    </message>
    <message>
        <source>Wait for your turn: {name} is to play.</source>
        <translation>Prit radhën tënde: luan {name}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is not text</source>
        <translation>nuk është tekst</translation>
    </message>
    <message>
        <source>is not {kind} ({listed} or {last})</source>
        <translation>nuk është {kind} ({listed} ose {last})</translation>
    </message>
    <message>
        <source>is not a language ({codes}, or nothing for the system&apos;s)</source>
        <translation>nuk është gjuhë ({codes}, ose bosh për gjuhën e sistemit)</translation>
    </message>
    <message>
        <source>a card back</source>
        <translation>një shpinë letrash</translation>
    </message>
    <message>
        <source>is neither true nor false</source>
        <translation>nuk është as po as jo</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>është bosh</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>është më e gjatë se {limit} shenja</translation>
    </message>
    <message>
        <source>has a control character in it</source>
        <translation>ka brenda një shenjë kontrolli</translation>
    </message>
    <message>
        <source>cannot be used ({reason})</source>
        <translation>nuk mund të përdoret ({reason})</translation>
    </message>
    <message>
        <source>is not a saved window size and place</source>
        <translation>nuk është madhësi dhe vend i ruajtur dritareje</translation>
    </message>
    <message>
        <source>is not a port number (0 to 65535)</source>
        <translation>nuk është numër porti (0 deri 65535)</translation>
    </message>
    <message>
        <source>is not a number of seconds from {least} to {most}</source>
        <translation>nuk është numër sekondash nga {least} deri në {most}</translation>
    </message>
    <message>
        <source>is not a seat at a table</source>
        <translation>nuk është vend në një tavolinë</translation>
    </message>
    <message>
        <source>is not a server&apos;s address</source>
        <translation>nuk është adresë serveri</translation>
    </message>
    <message>
        <source>is not a list of files</source>
        <translation>nuk është listë skedarësh</translation>
    </message>
    <message>
        <source>a speed</source>
        <translation>një shpejtësi</translation>
    </message>
    <message>
        <source>normal speed is used instead</source>
        <translation>në vend të saj përdoret shpejtësia normale</translation>
    </message>
    <message>
        <source>the red back is used instead</source>
        <translation>në vend të saj përdoret shpina e kuqe</translation>
    </message>
    <message>
        <source>two-colour suits are used instead</source>
        <translation>në vend të saj përdoren letrat me dy ngjyra</translation>
    </message>
    <message>
        <source>the strict table is off</source>
        <translation>tavolina e rreptë është e fikur</translation>
    </message>
    <message>
        <source>card points are shown</source>
        <translation>pikët e letrave shfaqen</translation>
    </message>
    <message>
        <source>the usual table colours are used</source>
        <translation>përdoren ngjyrat e zakonshme të tavolinës</translation>
    </message>
    <message>
        <source>cards are sized to the window</source>
        <translation>letrat përshtaten me dritaren</translation>
    </message>
    <message>
        <source>cards move as usual</source>
        <translation>letrat lëvizin si zakonisht</translation>
    </message>
    <message>
        <source>every card played is said</source>
        <translation>thuhet çdo letër që luhet</translation>
    </message>
    <message>
        <source>3 seconds a decision are used instead</source>
        <translation>në vend të saj përdoren 3 sekonda për vendim</translation>
    </message>
    <message>
        <source>the standard rules are used instead</source>
        <translation>në vend të tyre përdoren rregullat standarde</translation>
    </message>
    <message>
        <source>{name} is used instead</source>
        <translation>në vend të saj përdoret {name}</translation>
    </message>
    <message>
        <source>a level</source>
        <translation>një nivel</translation>
    </message>
    <message>
        <source>medium is used instead</source>
        <translation>në vend të saj përdoret niveli mesatar</translation>
    </message>
    <message>
        <source>the system&apos;s language is used instead</source>
        <translation>në vend të saj përdoret gjuha e sistemit</translation>
    </message>
    <message>
        <source>Learn to Play is offered again at the next start</source>
        <translation>Mëso të luash do të ofrohet sërish në nisjen e ardhshme</translation>
    </message>
    <message>
        <source>the window opens at its usual size instead</source>
        <translation>në vend të kësaj dritarja hapet me madhësinë e zakonshme</translation>
    </message>
    <message>
        <source>port {port} is offered instead</source>
        <translation>në vend të tij ofrohet porti {port}</translation>
    </message>
    <message>
        <source>you type it again when you host or join</source>
        <translation>e shkruan sërish kur hap një tavolinë ose ulesh në një</translation>
    </message>
    <message>
        <source>you type it again when you join</source>
        <translation>e shkruan sërish kur ulesh</translation>
    </message>
    <message>
        <source>a new code is made when you host again</source>
        <translation>krijohet një kod i ri kur ta hapësh sërish tavolinën</translation>
    </message>
    <message>
        <source>you join that table afresh</source>
        <translation>ulesh në atë tavolinë nga e para</translation>
    </message>
    <message>
        <source>the public mailbox server is used instead</source>
        <translation>në vend të tij përdoret serveri publik i kutisë postare</translation>
    </message>
    <message>
        <source>the public transit relay is used instead</source>
        <translation>në vend të saj përdoret releja publike e tranzitit</translation>
    </message>
    <message>
        <source>a place</source>
        <translation>një vendndodhje</translation>
    </message>
    <message>
        <source>a table on this network is offered first</source>
        <translation>ofrohet së pari një tavolinë në këtë rrjet</translation>
    </message>
    <message>
        <source>a game you saved elsewhere is not taken back by itself: it stays in its file</source>
        <translation>një parti që ruajte gjetiu nuk merret mbrapsht vetvetiu: mbetet në skedarin e vet</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>shpejtësia e animacionit</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>shpina e letrave</translation>
    </message>
    <message>
        <source>the four-colour suits choice</source>
        <translation>zgjedhja e letrave me katër ngjyra</translation>
    </message>
    <message>
        <source>the strict table choice</source>
        <translation>zgjedhja e tavolinës së rreptë</translation>
    </message>
    <message>
        <source>the card points choice</source>
        <translation>zgjedhja e pikëve të letrave</translation>
    </message>
    <message>
        <source>the high-contrast choice</source>
        <translation>zgjedhja e kontrastit të lartë</translation>
    </message>
    <message>
        <source>the large cards choice</source>
        <translation>zgjedhja e letrave të mëdha</translation>
    </message>
    <message>
        <source>the reduce motion choice</source>
        <translation>zgjedhja e lëvizjes së pakësuar</translation>
    </message>
    <message>
        <source>the screen reader&apos;s choice</source>
        <translation>zgjedhja e lexuesit të ekranit</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>rregullat</translation>
    </message>
    <message>
        <source>the coach&apos;s thinking time</source>
        <translation>koha e mendimit të trajnerit</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>gjuha</translation>
    </message>
    <message>
        <source>whether Learn to Play was offered</source>
        <translation>oferta e Mëso të luash</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>madhësia dhe vendi i dritares</translation>
    </message>
    <message>
        <source>your table&apos;s port</source>
        <translation>porti i tavolinës sate</translation>
    </message>
    <message>
        <source>your name at tables</source>
        <translation>emri yt në tavolina</translation>
    </message>
    <message>
        <source>the last table&apos;s address</source>
        <translation>adresa e tavolinës së fundit</translation>
    </message>
    <message>
        <source>the last table&apos;s code</source>
        <translation>kodi i tavolinës së fundit</translation>
    </message>
    <message>
        <source>your table&apos;s code</source>
        <translation>kodi i tavolinës sate</translation>
    </message>
    <message>
        <source>your seat at the last table</source>
        <translation>vendi yt në tavolinën e fundit</translation>
    </message>
    <message>
        <source>the mailbox server of internet tables</source>
        <translation>serveri i kutisë postare për tavolinat në internet</translation>
    </message>
    <message>
        <source>the transit relay of internet tables</source>
        <translation>releja e tranzitit për tavolinat në internet</translation>
    </message>
    <message>
        <source>where your last table&apos;s friends were</source>
        <translation>ku ishin miqtë e tavolinës sate të fundit</translation>
    </message>
    <message>
        <source>the games you saved elsewhere</source>
        <translation>partitë që ruajte gjetiu</translation>
    </message>
    <message>
        <source>{name}&apos;s level</source>
        <translation>niveli i {name}</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>emri yt</translation>
    </message>
    <message>
        <source>the name of player {number}</source>
        <translation>emri i lojtarit {number}</translation>
    </message>
    <message>
        <source>a value of the wrong kind</source>
        <translation>një vlerë e llojit të gabuar</translation>
    </message>
    <message>
        <source>Your settings file could not be read, nor moved out of the way; the defaults are in use.</source>
        <translation>Skedari yt i cilësimeve nuk u lexua dot dhe as nuk u zhvendos dot; po përdoren vlerat e parazgjedhura.</translation>
    </message>
    <message>
        <source>Your settings file could not be read; it was kept as {file} and the defaults are in use.</source>
        <translation>Skedari yt i cilësimeve nuk u lexua dot; u ruajt si {file} dhe po përdoren vlerat e parazgjedhura.</translation>
    </message>
    <message>
        <source>Your settings had {what} in a form that could not be read; {fallback}.</source>
        <translation>Cilësimet e tua kishin {what} në një trajtë që nuk lexohej; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings had {value} as {what}, which {why}; {fallback}.</source>
        <translation>Cilësimet e tua kishin {value} si {what}, që {why}; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings file could not be copied, so it was left as it is; these problems will show again next time.</source>
        <translation>Skedari yt i cilësimeve nuk u kopjua dot, ndaj u la siç është; këto probleme do të shfaqen sërish herën tjetër.</translation>
    </message>
    <message>
        <source>Your settings file as it was is kept as {file}.</source>
        <translation>Skedari yt i cilësimeve, ashtu siç ishte, u ruajt si {file}.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>E ngadaltë</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>E shpejtë</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>E menjëhershme</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>E kuqe</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Jeshile</translation>
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
        <translation>Cilësimet</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (diamonds blue, clubs green)</source>
        <translation>Letrat me katër ngjyra (karo &amp;blu, spathi jeshile)</translation>
    </message>
    <message>
        <source>S&amp;trict table: a card clicked out of turn is exposed</source>
        <translation>&amp;Tavolinë e rreptë: letra e klikuar jashtë radhës zbulohet</translation>
    </message>
    <message>
        <source>Show each side&apos;s card &amp;points for Game during the hand</source>
        <translation>Trego &amp;gjatë dorës pikët e letrave të secilës skuadër për Lojën</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black, white and yellow)</source>
        <translation>Tavolinë &amp;me kontrast të lartë (e zezë, e bardhë dhe e verdhë)</translation>
    </message>
    <message>
        <source>&amp;Large cards (as large as the window allows)</source>
        <translation>Letra të mëdha (&amp;aq sa lejon dritarja)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion: cards fade into place instead of flying</source>
        <translation>&amp;Pakëso lëvizjen: letrat shfaqen në vend pa fluturuar</translation>
    </message>
    <message>
        <source>A screen reader is told &amp;every card played (else each trick in one line)</source>
        <translation>Lexuesit të &amp;ekranit i thuhet çdo letër që luhet (përndryshe çdo truk në një rresht)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Shpejtësia e animacionit</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>S&amp;hpina e letrave</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the coach thinks about each decision when it analyses a hand (on a typical machine): longer is surer, and slower</source>
        <translation>Sa gjatë mendon trajneri për çdo vendim kur analizon një dorë (në një kompjuter të zakonshëm): më gjatë është më e sigurt, dhe më ngadalë</translation>
    </message>
    <message>
        <source>Coach&apos;s thinking time a &amp;decision</source>
        <translation>&amp;Koha e mendimit të trajnerit për vendim</translation>
    </message>
    <message>
        <source>the public one (ws://relay.magic-wormhole.io)</source>
        <translation>serveri publik (ws://relay.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The magic-wormhole mailbox server that internet tables meet through, like ws://example.org:4000/v1</source>
        <translation>Serveri i kutisë postare magic-wormhole përmes të cilit takohen tavolinat në internet, si ws://example.org:4000/v1</translation>
    </message>
    <message>
        <source>the public one (transit.magic-wormhole.io)</source>
        <translation>releja publike (transit.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The transit relay that carries an internet table when the computers cannot reach each other directly, like tcp:example.org:4001</source>
        <translation>Releja e tranzitit që bart një tavolinë në internet kur kompjuterët nuk arrijnë dot drejtpërdrejt njëri-tjetrin, si tcp:example.org:4001</translation>
    </message>
    <message>
        <source>Internet tables&apos; mailbo&amp;x server</source>
        <translation>Serveri i kutisë postare për tavolinat në &amp;internet</translation>
    </message>
    <message>
        <source>Internet tables&apos; transit rela&amp;y</source>
        <translation>&amp;Releja e tranzitit për tavolinat në internet</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1 (or empty, for the public one).</source>
        <translation>Serveri i kutisë postare është një adresë si ws://example.org:4000/v1 (ose bosh, për serverin publik).</translation>
    </message>
    <message>
        <source>The transit relay is an address like tcp:example.org:4001 (or empty, for the public one).</source>
        <translation>Releja e tranzitit është një adresë si tcp:example.org:4001 (ose bosh, për relenë publike).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Your game history ({path}) was written by a newer version of All Fours. It was left exactly as it is, and this version does not open it: the games you play now are not saved. Install the newer version to see your history.</source>
        <translation>Historiku yt i partive ({path}) u shkrua nga një version më i ri i All Fours. U la saktësisht siç është dhe ky version nuk e hap: partitë që luan tani nuk ruhen. Instalo versionin më të ri për të parë historikun.</translation>
    </message>
    <message>
        <source>Your game history in {folder} could not be opened ({reason}). Nothing was changed there; the games you play now are not saved.</source>
        <translation>Historiku yt i partive te {folder} nuk u hap dot ({reason}). Aty nuk ndryshoi asgjë; partitë që luan tani nuk ruhen.</translation>
    </message>
    <message>
        <source>Your game history ({path}) cannot be used just now: {reason}. It was left exactly as it is: nothing in it is lost. Play on; All Fours tries again as you play, and saves this game as soon as it can.</source>
        <translation>Historiku yt i partive ({path}) nuk mund të përdoret tani: {reason}. U la saktësisht siç është: asgjë në të nuk humbet. Vazhdo lojën; All Fours provon sërish ndërsa luan dhe e ruan këtë parti sapo të mundet.</translation>
    </message>
    <message>
        <source>Your game in progress (score {score}) is open in another window: play it there. This window deals a new game.</source>
        <translation>Partia jote në vazhdim (rezultati {score}) është e hapur në një dritare tjetër: luaje atje. Kjo dritare ndan një parti të re.</translation>
    </message>
    <message>
        <source>Any game in progress stays in your history as it was: resume it once the history can be used again. Here is a new game.</source>
        <translation>Çdo parti në vazhdim mbetet në historikun tënd siç ishte: vazhdoje kur historiku të mund të përdoret sërish. Ja një parti e re.</translation>
    </message>
    <message>
        <source>There was no unfinished game to resume: here is a new one.</source>
        <translation>Nuk kishte parti të papërfunduar për të vazhduar: ja një e re.</translation>
    </message>
    <message>
        <source>All Fours cannot open its window: Qt&apos;s X11 libraries {libraries} are not installed. Install them with: {command}</source>
        <translation>All Fours nuk mund të hapë dritaren e vet: bibliotekat X11 të Qt ({libraries}) nuk janë të instaluara. Instaloji me: {command}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistikat</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Historiku yt nuk u lexua dot: {reason}</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Kick</source>
        <translation>Letra e kthyer</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Merr një</translation>
    </message>
    <message>
        <source>High</source>
        <translation>I lartë</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>I ulët</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Jack i varur</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Loja</translation>
    </message>
    <message>
        <source>{side} {number} — {other} {other_number}</source>
        <translation>{side} {number} — {other} {other_number}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atu</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>nuk u nda</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Pikët e letrave</translation>
    </message>
    <message>
        <source>{category}: {points} to {side}</source>
        <translation>{category}: {points} për {side}</translation>
    </message>
    <message>
        <source>{category}: not counted, the game was already won</source>
        <translation>{category}: nuk numërohet, partia ishte fituar tashmë</translation>
    </message>
    <message>
        <source>Game: not counted, card points tied {left}–{right}</source>
        <translation>Loja: nuk numërohet, pikët e letrave janë baras {left}–{right}</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>asnjë pikë</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pikët</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Rezultati</translation>
    </message>
    <message>
        <source>{label}: {value}.</source>
        <translation>{label}: {value}.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Lutja</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>A face-down card</source>
        <translation>Një letër me fytyrë poshtë</translation>
    </message>
    <message>
        <source>In your hand, playable</source>
        <translation>Në dorën tënde, mund të luhet</translation>
    </message>
    <message>
        <source>In your hand, not playable now</source>
        <translation>Në dorën tënde, nuk mund të luhet tani</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Në dorën tënde</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Letra e kthyer</translation>
    </message>
    <message>
        <source>No trumps yet</source>
        <translation>Ende pa atu</translation>
    </message>
    <message>
        <source>In the trick: you led it</source>
        <translation>Në truk: e hape ti</translation>
    </message>
    <message>
        <source>In the trick: {name} led it</source>
        <translation>Në truk: e hapi {name}</translation>
    </message>
    <message>
        <source>In the trick: played by you</source>
        <translation>Në truk: e luajte ti</translation>
    </message>
    <message>
        <source>In the trick: played by {name}</source>
        <translation>Në truk: e luajti {name}</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolina e lojës</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first} &amp; {second}</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Letra e kthyer</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Merr një</translation>
    </message>
    <message>
        <source>High</source>
        <translation>I lartë</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>I ulët</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Jack i varur</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Loja</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>Atu është spathi</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>Atu është karo</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>Atu është kupë</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Atu është maç</translation>
    </message>
    <message>
        <source>Kicked an ace!</source>
        <translation>U kthye një as!</translation>
    </message>
    <message>
        <source>Kicked a six!</source>
        <translation>U kthye një gjashtëshe!</translation>
    </message>
    <message>
        <source>Kicked a jack!</source>
        <translation>U kthye një fant!</translation>
    </message>
    <message>
        <source>Dealing in ones</source>
        <translation>Ndarje një nga një</translation>
    </message>
    <message>
        <source>Dealing in threes</source>
        <translation>Ndarje me nga tre</translation>
    </message>
    <message>
        <source>{name} stood</source>
        <translation>{name} qëndroi</translation>
    </message>
    <message>
        <source>You stood</source>
        <translation>Ti qëndrove</translation>
    </message>
    <message>
        <source>you stood</source>
        <translation>ti qëndrove</translation>
    </message>
    <message>
        <source>{name} begged</source>
        <translation>{name} u lut</translation>
    </message>
    <message>
        <source>You begged</source>
        <translation>Ti u lute</translation>
    </message>
    <message>
        <source>you begged</source>
        <translation>ti u lute</translation>
    </message>
    <message>
        <source>{name} gave one</source>
        <translation>{name} tha „merr një“</translation>
    </message>
    <message>
        <source>You gave one</source>
        <translation>Ti the „merr një“</translation>
    </message>
    <message>
        <source>you gave one</source>
        <translation>ti the „merr një“</translation>
    </message>
    <message>
        <source>{name} ran the pack</source>
        <translation>{name} vazhdoi kuvertën</translation>
    </message>
    <message>
        <source>You ran the pack</source>
        <translation>Ti vazhdove kuvertën</translation>
    </message>
    <message>
        <source>you ran the pack</source>
        <translation>ti vazhdove kuvertën</translation>
    </message>
    <message>
        <source>{name} ran the pack, new deal</source>
        <translation>{name} vazhdoi kuvertën, ndarje e re</translation>
    </message>
    <message>
        <source>You ran the pack, new deal</source>
        <translation>Ti vazhdove kuvertën, ndarje e re</translation>
    </message>
    <message>
        <source>you ran the pack, new deal</source>
        <translation>ti vazhdove kuvertën, ndarje e re</translation>
    </message>
    <message>
        <source>{name} ran the pack twice</source>
        <translation>{name} vazhdoi kuvertën dy herë</translation>
    </message>
    <message>
        <source>You ran the pack twice</source>
        <translation>Ti vazhdove kuvertën dy herë</translation>
    </message>
    <message>
        <source>you ran the pack twice</source>
        <translation>ti vazhdove kuvertën dy herë</translation>
    </message>
    <message>
        <source>{name} ran the pack twice, new deal</source>
        <translation>{name} vazhdoi kuvertën dy herë, ndarje e re</translation>
    </message>
    <message>
        <source>You ran the pack twice, new deal</source>
        <translation>Ti vazhdove kuvertën dy herë, ndarje e re</translation>
    </message>
    <message>
        <source>you ran the pack twice, new deal</source>
        <translation>ti vazhdove kuvertën dy herë, ndarje e re</translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation>Unë ndaj i pari</translation>
    </message>
    <message>
        <source>Dealing in {method}</source>
        <translation>Ndarje: {method}</translation>
    </message>
    <message>
        <source>Pack ran out: new deal</source>
        <translation>Kuverta mbaroi: ndarje e re</translation>
    </message>
    <message>
        <source>Pack ran out: turning the rest as kicks</source>
        <translation>Kuverta mbaroi: letrat e mbetura kthehen si letra të kthyera</translation>
    </message>
    <message>
        <source>Kicked {card}!</source>
        <translation>U kthye {card}!</translation>
    </message>
    <message>
        <source>{category}: {side} +{points}</source>
        <translation>{category}: {side} +{points}</translation>
    </message>
    <message>
        <source>I stand</source>
        <translation>Qëndroj</translation>
    </message>
    <message>
        <source>I beg</source>
        <translation>Lutem</translation>
    </message>
    <message>
        <source>Take one</source>
        <comment>the dealer&apos;s answer to a beg</comment>
        <translation>Merr një</translation>
    </message>
    <message>
        <source>Same suit: again!</source>
        <translation>E njëjta ngjyrë: sërish!</translation>
    </message>
    <message>
        <source>I&apos;ll run the pack</source>
        <translation>Do ta vazhdoj kuvertën</translation>
    </message>
    <message>
        <source>Exposed {card}</source>
        <translation>E zbuluar: {card}</translation>
    </message>
    <message>
        <source>Play the {card}!</source>
        <translation>Luaj {card}!</translation>
    </message>
    <message>
        <source>{name} called your {card}: play it</source>
        <translation>{name} të kërkoi {card}: luaje</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ata</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of the beg story</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Trumps: {suit}. {us} {a}, {them} {b}.</source>
        <translation>Atu: {suit}. {us} {a}, {them} {b}.</translation>
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
        <translation>Trajneri</translation>
    </message>
    <message>
        <source>Show the coach&apos;s panel instead of the table (the window is too narrow for both)</source>
        <translation>Shfaq panelin e trajnerit në vend të tavolinës (dritarja është shumë e ngushtë për të dyja)</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>You have %n s to decide</source>
        <translation>
            <numerusform>Ke %n s për të vendosur</numerusform>
            <numerusform>Ke %n s për të vendosur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n s to decide</source>
        <translation>
            <numerusform>{name}: %n s për të vendosur</numerusform>
            <numerusform>{name}: %n s për të vendosur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat {number}: %n s to decide</source>
        <translation>
            <numerusform>Vendi {number}: %n s për të vendosur</numerusform>
            <numerusform>Vendi {number}: %n s për të vendosur</numerusform>
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
        <translation>Vendime të paruajtura: {count}</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}). The decisions waiting are kept in {file} too, and go into your history as soon as it takes them. Press to try again now.</source>
        <translation>Historiku yt i partive nuk e pranon dot këtë parti tani ({problem}). Vendimet në pritje ruhen edhe në {file} dhe hyjnë në historikun tënd sapo ai t&apos;i pranojë. Shtyp për të provuar sërish tani.</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}), nor can any other folder: the decisions waiting are only in this window until then. Press to try again now.</source>
        <translation>Historiku yt i partive nuk e pranon dot këtë parti tani ({problem}), e as ndonjë dosje tjetër: deri atëherë vendimet në pritje janë vetëm në këtë dritare. Shtyp për të provuar sërish tani.</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}). Its decisions not written there ({count}) are kept in {file}, and go into your history when All Fours next starts.</source>
        <translation>Kjo parti nuk është ende e gjitha në historikun tënd ({problem}). Vendimet e saj që nuk janë shkruar atje ({count}) ruhen në {file} dhe hyjnë në historikun tënd kur All Fours të niset herën tjetër.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}), and no other folder takes it either. Its decisions not written there ({count}) are lost when the window closes, unless you save the game in a folder you choose.</source>
        <translation>Kjo parti nuk është ende e gjitha në historikun tënd ({problem}), dhe asnjë dosje tjetër nuk e pranon. Vendimet e saj që nuk janë shkruar atje ({count}) humbasin kur mbyllet dritarja, veç nëse e ruan partinë në një dosje që zgjedh ti.</translation>
    </message>
    <message>
        <source>Quit and Lose Them ({count})</source>
        <translation>Dil dhe humbi ato ({count})</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>Dil nga All Fours</translation>
    </message>
    <message>
        <source>Save the Game Elsewhere…</source>
        <translation>Ruaje partinë gjetiu…</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Vazhdo të provosh</translation>
    </message>
    <message>
        <source>The game could not be saved in {folder}: {reason}. It is still here: choose another folder, or keep trying.</source>
        <translation>Partia nuk u ruajt dot në {folder}: {reason}. Është ende këtu: zgjidh një dosje tjetër, ose vazhdo të provosh.</translation>
    </message>
    <message>
        <source>Save the Game in</source>
        <translation>Ruaje partinë në</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win chance over the hand</source>
        <translation>Shansi i fitores gjatë dorës</translation>
    </message>
    <message>
        <source>No decisions analysed yet.</source>
        <translation>Ende asnjë vendim i analizuar.</translation>
    </message>
    <message>
        <source>step {step}: {chance}</source>
        <translation>hapi {step}: {chance}</translation>
    </message>
    <message>
        <source>Your side&apos;s chance to win the game at each decision: {steps}.</source>
        <translation>Shansi i skuadrës tënde për të fituar partinë në çdo vendim: {steps}.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>You stand.</source>
        <translation>Ti qëndron.</translation>
    </message>
    <message>
        <source>{name} stands.</source>
        <translation>{name} qëndron.</translation>
    </message>
    <message>
        <source>You beg.</source>
        <translation>Ti lutesh.</translation>
    </message>
    <message>
        <source>{name} begs.</source>
        <translation>{name} lutet.</translation>
    </message>
    <message>
        <source>You answer &quot;take one&quot;.</source>
        <translation>Ti përgjigjesh „merr një“.</translation>
    </message>
    <message>
        <source>{name} answers &quot;take one&quot;.</source>
        <translation>{name} përgjigjet „merr një“.</translation>
    </message>
    <message>
        <source>You run the pack.</source>
        <translation>Ti vazhdon kuvertën.</translation>
    </message>
    <message>
        <source>{name} runs the pack.</source>
        <translation>{name} vazhdon kuvertën.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Ti luan {card}.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name} luan {card}.</translation>
    </message>
    <message>
        <source>You expose {card}.</source>
        <translation>Ti zbulon {card}.</translation>
    </message>
    <message>
        <source>{name} exposes {card}.</source>
        <translation>{name} zbulon {card}.</translation>
    </message>
    <message>
        <source>You call {owner}&apos;s {card}.</source>
        <translation>Ti kërkon {card} nga {owner}.</translation>
    </message>
    <message>
        <source>{name} calls your {card}.</source>
        <translation>{name} të kërkon {card}.</translation>
    </message>
    <message>
        <source>{name} calls {owner}&apos;s {card}.</source>
        <translation>{name} kërkon {card} nga {owner}.</translation>
    </message>
    <message>
        <source>You call your {card}.</source>
        <translation>Ti kërkon letrën tënde, {card}.</translation>
    </message>
    <message>
        <source>You dealt in ones; the kick is {card}.</source>
        <translation>Ti ndave një nga një; letra e kthyer është {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in ones; the kick is {card}.</source>
        <translation>{name} ndau një nga një; letra e kthyer është {card}.</translation>
    </message>
    <message>
        <source>You dealt in threes; the kick is {card}.</source>
        <translation>Ti ndave me nga tre; letra e kthyer është {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in threes; the kick is {card}.</source>
        <translation>{name} ndau me nga tre; letra e kthyer është {card}.</translation>
    </message>
    <message>
        <source>You dealt in {method}; the kick is {card}.</source>
        <translation>Ti ndave ({method}); letra e kthyer është {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in {method}; the kick is {card}.</source>
        <translation>{name} ndau ({method}); letra e kthyer është {card}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Ti fiton trukun.</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} fiton trukun.</translation>
    </message>
    <message>
        <source>You hang {holder}&apos;s jack!</source>
        <translation>Ti var fantin që kishte {holder}!</translation>
    </message>
    <message>
        <source>{taker} hangs your jack!</source>
        <translation>{taker} ta var fantin!</translation>
    </message>
    <message>
        <source>{taker} hangs {holder}&apos;s jack!</source>
        <translation>{taker} var fantin që kishte {holder}!</translation>
    </message>
    <message>
        <source>You hang your own jack!</source>
        <translation>Ti var fantin tënd!</translation>
    </message>
    <message>
        <source>{card} — held by you</source>
        <translation>{card} — e kishe ti</translation>
    </message>
    <message>
        <source>{card} — held by {name}</source>
        <translation>{card} — e kishte {name}</translation>
    </message>
    <message>
        <source>your jack, won by you</source>
        <translation>fanti yt, e fitove ti</translation>
    </message>
    <message>
        <source>your jack, won by {taker}</source>
        <translation>fanti yt, e fitoi {taker}</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by you</source>
        <translation>fanti që kishte {holder}, e fitove ti</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by {taker}</source>
        <translation>fanti që kishte {holder}, e fitoi {taker}</translation>
    </message>
    <message>
        <source>your jack, hanged by you!</source>
        <translation>fanti yt, e vare ti!</translation>
    </message>
    <message>
        <source>your jack, hanged by {taker}!</source>
        <translation>fanti yt, e vari {taker}!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by you!</source>
        <translation>fanti që kishte {holder}, e vare ti!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by {taker}!</source>
        <translation>fanti që kishte {holder}, e vari {taker}!</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message>
        <source>{won} of 1 game</source>
        <translation>{won} nga 1 parti</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n games</source>
        <translation>
            <numerusform>{won} nga %n parti</numerusform>
            <numerusform>{won} nga %n parti</numerusform>
        </translation>
    </message>
</context>
</TS>
