<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lo" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>All Fours {version}</source>
        <translation>All Fours {version}</translation>
    </message>
    <message>
        <source>Trinidad&apos;s national card game, for the desktop: two or four players, the Trinidad rules and their common variants.</source>
        <translation>ເກມບັດແຫ່ງຊາດຂອງ Trinidad ສຳລັບຄອມພິວເຕີ: ຜູ້ຫຼິ້ນສອງ ຫຼື ສີ່ຄົນ, ກົດລະບຽບຂອງ Trinidad ແລະ ແບບທີ່ນິຍົມຫຼິ້ນ.</translation>
    </message>
    <message>
        <source>Released under the &lt;b&gt;{licence} licence&lt;/b&gt;.</source>
        <translation>ເຜີຍແຜ່ພາຍໃຕ້&lt;b&gt;ໃບອະນຸຍາດ {licence}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>ຜູ້ມີສ່ວນຮ່ວມ</translation>
    </message>
    <message>
        <source>The card faces, the card backs and the app icon were drawn for this project (by its own programs, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; and &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) and are released with it under the {licence} licence.</source>
        <translation>ໜ້າບັດ, ຫຼັງບັດ ແລະ ໄອຄອນຂອງແອັບ ຖືກແຕ້ມສຳລັບໂຄງການນີ້ (ດ້ວຍໂປຣແກຣມຂອງມັນເອງ, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; ແລະ &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) ແລະ ເຜີຍແຜ່ພ້ອມກັນພາຍໃຕ້ໃບອະນຸຍາດ {licence}.</translation>
    </message>
    <message>
        <source>Lao text is shown in &lt;b&gt;Noto Sans Lao&lt;/b&gt; (copyright Google), bundled under the SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); other text uses your system&apos;s fonts.</source>
        <translation>ຂໍ້ຄວາມພາສາລາວສະແດງດ້ວຍຟອນ &lt;b&gt;Noto Sans Lao&lt;/b&gt; (ລິຂະສິດຂອງ Google), ມາພ້ອມກັບແອັບພາຍໃຕ້ໃບອະນຸຍາດ SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); ຂໍ້ຄວາມອື່ນໃຊ້ຟອນຂອງລະບົບທ່ານ.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} through Qt for Python (PySide6 {pyside}), used under the GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</source>
        <translation>ສ້າງດ້ວຍ Qt {qt} ຜ່ານ Qt for Python (PySide6 {pyside}), ໃຊ້ພາຍໃຕ້ GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>Written in Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</source>
        <translation>ຂຽນດ້ວຍ Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>The rules follow pagat.com&apos;s &lt;i&gt;All Fours in Trinidad&lt;/i&gt; and gamerules.com&apos;s &lt;i&gt;All Fours&lt;/i&gt;.</source>
        <translation>ກົດລະບຽບຕາມ &lt;i&gt;All Fours in Trinidad&lt;/i&gt; ຂອງ pagat.com ແລະ &lt;i&gt;All Fours&lt;/i&gt; ຂອງ gamerules.com.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About All Fours</source>
        <translation>ກ່ຽວກັບ All Fours</translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Cancel</source>
        <translation>ຍົກເລີກ</translation>
    </message>
    <message>
        <source>Stop the analysis: nothing of it is kept</source>
        <translation>ຢຸດການວິເຄາະ: ບໍ່ມີຫຍັງຖືກເກັບໄວ້</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>ຄວາມຄືບໜ້າຂອງການວິເຄາະ</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v ຈາກ %m ການຕັດສິນໃຈ</translation>
    </message>
    <message>
        <source>Solving with every card face up…</source>
        <translation>ກຳລັງແກ້ໂດຍຫງາຍໄພ່ທຸກໃບ…</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>ເຫຼືອປະມານ {seconds} ວິນາທີ</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>ເຫຼືອປະມານ {minutes} ນາທີ</translation>
    </message>
</context>
<context>
    <name>BegStory</name>
    <message numerus="yes">
        <source>{name} ran the pack %n times, new deal</source>
        <translation>
            <numerusform>{name} ແຈກເພີ່ມ %n ເທື່ອ, ແຈກໃໝ່</numerusform>
            <numerusform>{name} ແຈກເພີ່ມ %n ເທື່ອ, ແຈກໃໝ່</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times, new deal</source>
        <translation>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ, ແຈກໃໝ່</numerusform>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ, ແຈກໃໝ່</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times, new deal</source>
        <translation>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ, ແຈກໃໝ່</numerusform>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ, ແຈກໃໝ່</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ran the pack %n times</source>
        <translation>
            <numerusform>{name} ແຈກເພີ່ມ %n ເທື່ອ</numerusform>
            <numerusform>{name} ແຈກເພີ່ມ %n ເທື່ອ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times</source>
        <translation>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ</numerusform>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times</source>
        <translation>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ</numerusform>
            <numerusform>ທ່ານແຈກເພີ່ມ %n ເທື່ອ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>ສອງ</translation>
    </message>
    <message>
        <source>three</source>
        <translation>ສາມ</translation>
    </message>
    <message>
        <source>four</source>
        <translation>ສີ່</translation>
    </message>
    <message>
        <source>five</source>
        <translation>ຫ້າ</translation>
    </message>
    <message>
        <source>six</source>
        <translation>ຫົກ</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>ເຈັດ</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ແປດ</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ເກົ້າ</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ສິບ</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ແຈັກ</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ຄວີນ</translation>
    </message>
    <message>
        <source>king</source>
        <translation>ຄິງ</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ເອສ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>ດອກຈິກ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ຂ້າວຫຼາມຕັດ</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ໂພແດງ</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>ໂພດຳ</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>ດອກຈິກ</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>ຂ້າວຫຼາມຕັດ</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>ໂພແດງ</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>ໂພດຳ</translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank}{suit}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>good</source>
        <translation>ດີ</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>ບໍ່ແມ່ນຍຳ</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ຜິດພາດ</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>ຜິດພາດຮ້າຍແຮງ</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>ການຢືນ</translation>
    </message>
    <message>
        <source>begging</source>
        <translation>ການຂໍ</translation>
    </message>
    <message>
        <source>giving one</source>
        <translation>ການໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>running the pack</source>
        <translation>ການແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>The best choice ({chance} to win the game).</source>
        <translation>ທາງເລືອກທີ່ດີທີ່ສຸດ (ໂອກາດຊະນະເກມ {chance}).</translation>
    </message>
    <message>
        <source>As good as {best}, as far as the search can tell ({chance} against {other_chance}).</source>
        <translation>ດີເທົ່າກັບ {best} ເທົ່າທີ່ການຄົ້ນຫາບອກໄດ້ ({chance} ທຽບກັບ {other_chance}).</translation>
    </message>
    <message>
        <source>Close to the best choice, {best} ({chance} against {other_chance}).</source>
        <translation>ໃກ້ກັບທາງເລືອກທີ່ດີທີ່ສຸດ, {best} ({chance} ທຽບກັບ {other_chance}).</translation>
    </message>
    <message>
        <source>This choice cost {loss} of your chance to win the game: {chance} against {other_chance} for {best}.</source>
        <translation>ທາງເລືອກນີ້ເຮັດໃຫ້ເສຍໂອກາດຊະນະເກມ {loss}: {chance} ທຽບກັບ {other_chance} ສຳລັບ {best}.</translation>
    </message>
    <message>
        <source>Your choice: {claims}.</source>
        <translation>ທາງເລືອກຂອງທ່ານ: {claims}.</translation>
    </message>
    <message>
        <source>Instead, {best}: {claims}.</source>
        <translation>ແທນທີ່ຈະເປັນ, {best}: {claims}.</translation>
    </message>
    <message>
        <source>the search could not value one of the decisions</source>
        <translation>ການຄົ້ນຫາບໍ່ສາມາດປະເມີນຄ່າການຕັດສິນໃຈໜຶ່ງໄດ້</translation>
    </message>
    <message>
        <source>Marked steps</source>
        <translation>ຂັ້ນຕອນທີ່ໝາຍໄວ້</translation>
    </message>
    <message>
        <source>Steps the coach marked: {steps}</source>
        <translation>ຂັ້ນຕອນທີ່ຄູຝຶກໝາຍໄວ້: {steps}</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: each decision judged from what the seat could see then.</source>
        <translation>&lt;b&gt;ຄູຝຶກ&lt;/b&gt;: ແຕ່ລະການຕັດສິນໃຈຖືກປະເມີນຕາມສິ່ງທີ່ຜູ້ຫຼິ້ນເຫັນໄດ້ໃນເວລານັ້ນ.</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>ບ່ອນນັ່ງ(&amp;S):</translation>
    </message>
    <message>
        <source>Seat to analyse</source>
        <translation>ບ່ອນນັ່ງທີ່ຈະວິເຄາະ</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>ວິເຄາະ(&amp;A)</translation>
    </message>
    <message>
        <source>Judge every decision of this seat, about {seconds} s a decision: the analysis is kept in your history</source>
        <translation>ປະເມີນທຸກການຕັດສິນໃຈຂອງບ່ອນນັ່ງນີ້ ປະມານ {seconds} ວິນາທີຕໍ່ການຕັດສິນໃຈ: ການວິເຄາະຈະຖືກເກັບໄວ້ໃນປະຫວັດຂອງທ່ານ</translation>
    </message>
    <message>
        <source>Decisions and verdicts</source>
        <translation>ການຕັດສິນໃຈ ແລະ ຄຳຕັດສິນ</translation>
    </message>
    <message>
        <source>The coach on this step</source>
        <translation>ຄູຝຶກກ່ຽວກັບຂັ້ນຕອນນີ້</translation>
    </message>
    <message>
        <source>Face-up lens</source>
        <translation>ມຸມມອງໄພ່ຫງາຍ</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>ລອງອີກຄັ້ງ(&amp;T)</translation>
    </message>
    <message>
        <source>Try this decision again</source>
        <translation>ລອງການຕັດສິນໃຈນີ້ອີກຄັ້ງ</translation>
    </message>
    <message>
        <source>Play this decision again at the table: you hold the same cards, and the cards you could not see are dealt afresh</source>
        <translation>ຫຼິ້ນການຕັດສິນໃຈນີ້ຄືນທີ່ໂຕະ: ທ່ານຖືບັດຊຸດເດີມ, ແລະ ບັດທີ່ທ່ານບໍ່ເຫັນຈະຖືກແຈກໃໝ່</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>ກຳລັງວິເຄາະ…</translation>
    </message>
    <message>
        <source>The analysis was cancelled; nothing of it was kept.</source>
        <translation>ການວິເຄາະຖືກຍົກເລີກ; ບໍ່ມີຫຍັງຖືກເກັບໄວ້.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); nothing of it was kept.</source>
        <translation>ບໍ່ສາມາດວິເຄາະໃຫ້ສຳເລັດໄດ້ ({reason}); ບໍ່ມີຫຍັງຖືກເກັບໄວ້.</translation>
    </message>
    <message>
        <source>The analysis could not be kept in your history ({reason}); it is shown here only.</source>
        <translation>ບໍ່ສາມາດເກັບການວິເຄາະໄວ້ໃນປະຫວັດຂອງທ່ານໄດ້ ({reason}); ມັນສະແດງຢູ່ບ່ອນນີ້ເທົ່ານັ້ນ.</translation>
    </message>
    <message>
        <source>Step {step}: {choice} — {verdict}</source>
        <translation>ຂັ້ນຕອນ {step}: {choice} — {verdict}</translation>
    </message>
    <message>
        <source>Not analysed yet for this seat: press Analyse.</source>
        <translation>ບ່ອນນັ່ງນີ້ຍັງບໍ່ທັນຖືກວິເຄາະ: ກົດ ວິເຄາະ.</translation>
    </message>
    <message>
        <source>No decision of this seat at this step.</source>
        <translation>ບ່ອນນັ່ງນີ້ບໍ່ມີການຕັດສິນໃຈໃນຂັ້ນຕອນນີ້.</translation>
    </message>
    <message>
        <source>Your choice: {choice}</source>
        <translation>ທາງເລືອກຂອງທ່ານ: {choice}</translation>
    </message>
    <message>
        <source>Best choice: {choice}</source>
        <translation>ທາງເລືອກທີ່ດີທີ່ສຸດ: {choice}</translation>
    </message>
    <message>
        <source>Win chance lost: {loss} (± {error})</source>
        <translation>ໂອກາດຊະນະທີ່ເສຍໄປ: {loss} (± {error})</translation>
    </message>
    <message>
        <source>Verdict: {verdict} {mark}</source>
        <translation>ຄຳຕັດສິນ: {verdict} {mark}</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): not solved for this card: too many cards were still in the hands.</source>
        <translation>ໄພ່ຫງາຍ (ຮູ້ທຸກໃບ): ບໍ່ໄດ້ແກ້ສຳລັບໄພ່ໃບນີ້: ຍັງມີໄພ່ຢູ່ໃນມືຫຼາຍເກີນໄປ.</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): your card was as good as any ({best}).</source>
        <translation>ໄພ່ຫງາຍ (ຮູ້ທຸກໃບ): ໄພ່ຂອງທ່ານດີເທົ່າກັບໃບອື່ນ ({best}).</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): {best} was better; yours lost {loss} of the chance to win with perfect play.</source>
        <translation>ໄພ່ຫງາຍ (ຮູ້ທຸກໃບ): {best} ດີກວ່າ; ໄພ່ຂອງທ່ານເສຍໂອກາດຊະນະ {loss} ເມື່ອຫຼິ້ນຢ່າງສົມບູນ.</translation>
    </message>
</context>
<context>
    <name>GameCoach</name>
    <message>
        <source>&amp;Analyse game</source>
        <translation>ວິເຄາະເກມ(&amp;A)</translation>
    </message>
    <message>
        <source>Analyse every finished hand of this game for your seat (each is kept in your history)</source>
        <translation>ວິເຄາະທຸກຮອບທີ່ຈົບແລ້ວຂອງເກມນີ້ສຳລັບບ່ອນນັ່ງຂອງທ່ານ (ແຕ່ລະຮອບຖືກເກັບໄວ້ໃນປະຫວັດຂອງທ່ານ)</translation>
    </message>
    <message>
        <source>Accuracy: the share of your decisions (with a real choice) that the coach judged good: within the search&apos;s error of the best choice, or less than 1% of your chance to win the game from it.</source>
        <translation>ຄວາມແມ່ນຍຳ: ສ່ວນຂອງການຕັດສິນໃຈຂອງທ່ານ (ທີ່ມີທາງເລືອກແທ້) ທີ່ຄູຝຶກເຫັນວ່າດີ: ຢູ່ໃນຂອບຄວາມຜິດພາດຂອງການຄົ້ນຫາຈາກທາງເລືອກທີ່ດີທີ່ສຸດ ຫຼື ຕ່າງກັນບໍ່ເຖິງ 1% ຂອງໂອກາດຊະນະເກມ.</translation>
    </message>
    <message>
        <source>The analysis was cancelled; the hand it was on was not kept.</source>
        <translation>ການວິເຄາະຖືກຍົກເລີກ; ຮອບທີ່ກຳລັງວິເຄາະບໍ່ໄດ້ຖືກເກັບໄວ້.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); the hand it was on was not kept.</source>
        <translation>ບໍ່ສາມາດວິເຄາະໃຫ້ສຳເລັດໄດ້ ({reason}); ຮອບທີ່ກຳລັງວິເຄາະບໍ່ໄດ້ຖືກເກັບໄວ້.</translation>
    </message>
    <message>
        <source>An analysis could not be kept in your history ({reason}).</source>
        <translation>ບໍ່ສາມາດເກັບການວິເຄາະໜຶ່ງໄວ້ໃນປະຫວັດຂອງທ່ານໄດ້ ({reason}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; ({analysed} of {hands} hands analysed)</source>
        <translation>&lt;b&gt;ຄູຝຶກ&lt;/b&gt; (ວິເຄາະແລ້ວ {analysed} ຈາກ {hands} ຮອບ)</translation>
    </message>
    <message>
        <source>Decisions: {decisions} · inaccuracies ?!: {inaccuracies} · mistakes ?: {mistakes} · blunders ??: {blunders}</source>
        <translation>ການຕັດສິນໃຈ: {decisions} · ບໍ່ແມ່ນຍຳ ?!: {inaccuracies} · ຜິດພາດ ?: {mistakes} · ຜິດພາດຮ້າຍແຮງ ??: {blunders}</translation>
    </message>
    <message>
        <source>Accuracy: {accuracy}</source>
        <translation>ຄວາມແມ່ນຍຳ: {accuracy}</translation>
    </message>
    <message>
        <source>Costliest: hand {hand}, step {step}, {choice} ({loss} lost, {verdict} {mark})</source>
        <translation>ເສຍຫຼາຍທີ່ສຸດ: ຮອບ {hand}, ຂັ້ນຕອນ {step}, {choice} (ເສຍ {loss}, {verdict} {mark})</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>&amp;Resume</source>
        <translation>ຫຼິ້ນຕໍ່(&amp;R)</translation>
    </message>
    <message>
        <source>Carry on exactly where you left off</source>
        <translation>ຫຼິ້ນຕໍ່ຈາກບ່ອນທີ່ທ່ານຄ້າງໄວ້</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>ເກມໃໝ່(&amp;N)</translation>
    </message>
    <message>
        <source>Put it aside and deal a new game</source>
        <translation>ວາງມັນໄວ້ກ່ອນ ແລະ ແຈກເກມໃໝ່</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at hand {number}). Resume it?</source>
        <translation>ທ່ານມີເກມທີ່ກຳລັງຫຼິ້ນຢູ່ (ຄະແນນ {us}–{them}, ຮອບທີ {number}). ຫຼິ້ນຕໍ່ບໍ?</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at the start). Resume it?</source>
        <translation>ທ່ານມີເກມທີ່ກຳລັງຫຼິ້ນຢູ່ (ຄະແນນ {us}–{them}, ຕອນເລີ່ມ). ຫຼິ້ນຕໍ່ບໍ?</translation>
    </message>
    <message>
        <source>Resume h&amp;ere</source>
        <translation>ຫຼິ້ນຕໍ່ທີ່ນີ້(&amp;E)</translation>
    </message>
    <message>
        <source>Carry on alone: computers play your friends&apos; seats</source>
        <translation>ຫຼິ້ນຕໍ່ຄົນດຽວ: ຄອມພິວເຕີຫຼິ້ນແທນໝູ່ຂອງທ່ານ</translation>
    </message>
    <message>
        <source>H&amp;ost it again</source>
        <translation>ເປີດໂຕະອີກ(&amp;O)</translation>
    </message>
    <message>
        <source>Open your table again: your friends take their seats back</source>
        <translation>ເປີດໂຕະຂອງທ່ານອີກ: ໝູ່ຂອງທ່ານໄດ້ບ່ອນນັ່ງຄືນ</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at hand {number}). Host it again, or carry on alone?</source>
        <translation>ທ່ານມີເກມທີ່ກຳລັງຫຼິ້ນກັບໝູ່ (ຄະແນນ {us}–{them}, ຮອບທີ {number}). ເປີດໂຕະອີກ ຫຼື ຫຼິ້ນຕໍ່ຄົນດຽວ?</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at the start). Host it again, or carry on alone?</source>
        <translation>ທ່ານມີເກມທີ່ກຳລັງຫຼິ້ນກັບໝູ່ (ຄະແນນ {us}–{them}, ຕອນເລີ່ມ). ເປີດໂຕະອີກ ຫຼື ຫຼິ້ນຕໍ່ຄົນດຽວ?</translation>
    </message>
    <message>
        <source>That game is open in another window: play it there.</source>
        <translation>ເກມນັ້ນເປີດຢູ່ໃນໜ້າຕ່າງອື່ນ: ຫຼິ້ນມັນຢູ່ທີ່ນັ້ນ.</translation>
    </message>
    <message>
        <source>Your game in progress could not be resumed ({problem}). It stays in your Game History; a new game is dealt.</source>
        <translation>ເກມທີ່ກຳລັງຫຼິ້ນຫຼິ້ນຕໍ່ບໍ່ໄດ້ ({problem}). ມັນຍັງຢູ່ໃນປະຫວັດເກມຂອງທ່ານ; ແຈກເກມໃໝ່ແລ້ວ.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <comment>a title</comment>
        <translation>ອອກຈາກໂຕະ</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>ອອກຈາກໂຕະ</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>ຢູ່ຕໍ່</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? The table closes for everyone.</source>
        <translation>ອອກຈາກເກມທີ່ກຳລັງຫຼິ້ນ (ຮອບທີ {number}, ຄະແນນ {us}–{them}) ບໍ? ໂຕະຈະປິດສຳລັບທຸກຄົນ.</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? A computer plays your seat from then on.</source>
        <translation>ອອກຈາກເກມທີ່ກຳລັງຫຼິ້ນ (ຮອບທີ {number}, ຄະແນນ {us}–{them}) ບໍ? ຄອມພິວເຕີຈະຫຼິ້ນແທນທ່ານຕໍ່ຈາກນັ້ນ.</translation>
    </message>
    <message>
        <source>New game</source>
        <comment>a title</comment>
        <translation>ເກມໃໝ່</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>ປະຖິ້ມເກມ</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>ຫຼິ້ນຕໍ່</translation>
    </message>
    <message>
        <source>Abandon the game in progress (hand {number}, score {us}–{them})? It stays in your Game History, marked abandoned.</source>
        <translation>ປະເກມທີ່ກຳລັງຫຼິ້ນ (ຮອບທີ {number}, ຄະແນນ {us}–{them}) ບໍ? ມັນຍັງຢູ່ໃນປະຫວັດເກມຂອງທ່ານ ໂດຍໝາຍວ່າເຊົາກາງຄັນ.</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>ຖອນຄືນບໍ່ໄດ້ຢູ່ໂຕະທີ່ຫຼິ້ນຮ່ວມກັນ: ຄົນອື່ນເຫັນແລ້ວ.</translation>
    </message>
    <message>
        <source>Taken back: your last decision and the replies after it.</source>
        <translation>ຖອນຄືນແລ້ວ: ການຕັດສິນໃຈຫຼ້າສຸດຂອງທ່ານ ແລະ ການຕອບຫຼັງຈາກນັ້ນ.</translation>
    </message>
    <message>
        <source>Hand {number} is over.</source>
        <translation>ຮອບທີ {number} ຈົບແລ້ວ.</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>ຮອບທີ {number}</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>ຮອບຕໍ່ໄປ(&amp;N)</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} ຊະນະເກມ</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>ທ່ານຊະນະເກມ</translation>
    </message>
    <message>
        <source>{side} win the game</source>
        <translation>{side} ຊະນະເກມ</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>ທ່ານຊະນະເກມ!</translation>
    </message>
    <message>
        <source>You &amp; {partner} win the game!</source>
        <translation>ທ່ານ ແລະ {partner} ຊະນະເກມ!</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>ເກມໃໝ່(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>ຫຼິ້ນອີກເທື່ອ(&amp;R)</translation>
    </message>
    <message>
        <source>H&amp;ost again…</source>
        <translation>ເປີດໂຕະອີກ(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>ເຂົ້າຮ່ວມໂຕະ(&amp;J)…</translation>
    </message>
</context>
<context>
    <name>GuestLink</name>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>ການເຊື່ອມຕໍ່ຂາດ: ກຳລັງເຊື່ອມຕໍ່ໃໝ່…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>ເຊື່ອມຕໍ່ໄດ້ອີກແລ້ວ.</translation>
    </message>
    <message>
        <source>Joining again with the new code…</source>
        <translation>ກຳລັງເຂົ້າຮ່ວມອີກດ້ວຍລະຫັດໃໝ່…</translation>
    </message>
    <message>
        <source>Reconnecting to {address}…</source>
        <translation>ກຳລັງເຊື່ອມຕໍ່ໃໝ່ກັບ {address}…</translation>
    </message>
    <message>
        <source>the internet</source>
        <translation>ອິນເຕີເນັດ</translation>
    </message>
    <message>
        <source>{reason}…</source>
        <translation>{reason}…</translation>
    </message>
    <message>
        <source>No answer from a table at {address}.</source>
        <translation>ບໍ່ມີການຕອບຈາກໂຕະທີ່ {address}.</translation>
    </message>
    <message>
        <source>The connection to {address} ended before you were seated ({reason}).</source>
        <translation>ການເຊື່ອມຕໍ່ກັບ {address} ສິ້ນສຸດກ່ອນທ່ານໄດ້ນັ່ງ ({reason}).</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>ທ່ານກັບມາຢູ່ໂຕະແລ້ວ.</translation>
    </message>
    <message>
        <source>Your old seat is not yours at this table: joining afresh…</source>
        <translation>ບ່ອນນັ່ງເກົ່າບໍ່ແມ່ນຂອງທ່ານຢູ່ໂຕະນີ້: ກຳລັງເຂົ້າຮ່ວມໃໝ່…</translation>
    </message>
    <message>
        <source>The table said no: {message}.</source>
        <translation>ໂຕະປະຕິເສດ: {message}.</translation>
    </message>
</context>
<context>
    <name>GuestSession</name>
    <message>
        <source>Something the table sent could not be shown ({reason}).</source>
        <translation>ສິ່ງທີ່ໂຕະສົ່ງມາສະແດງບໍ່ໄດ້ ({reason}).</translation>
    </message>
    <message>
        <source>The record of hand {number} could not be read ({reason}).</source>
        <translation>ອ່ານບັນທຶກຂອງຮອບທີ {number} ບໍ່ໄດ້ ({reason}).</translation>
    </message>
    <message>
        <source>The game is over: {score}.</source>
        <translation>ເກມຈົບແລ້ວ: {score}.</translation>
    </message>
    <message>
        <source>You took too long: your computer played that for you.</source>
        <translation>ທ່ານຊ້າເກີນໄປ: ຄອມພິວເຕີຂອງທ່ານຫຼິ້ນແທນແລ້ວ.</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>ກະລຸນາສົ່ງໜຶ່ງປະໂຫຍກຕໍ່ວິນາທີ.</translation>
    </message>
    <message>
        <source>The table said: {message}.</source>
        <translation>ໂຕະບອກວ່າ: {message}.</translation>
    </message>
    <message>
        <source>Waiting for the others to be ready for the next hand…</source>
        <translation>ລໍຖ້າຄົນອື່ນພ້ອມສຳລັບຮອບຕໍ່ໄປ…</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>ຖອນຄືນບໍ່ໄດ້ຢູ່ໂຕະທີ່ຫຼິ້ນຮ່ວມກັນ: ຄົນອື່ນເຫັນແລ້ວ.</translation>
    </message>
</context>
<context>
    <name>HandReviewWindow</name>
    <message>
        <source>Step through the hand</source>
        <translation>ເບິ່ງຮອບເທື່ອລະຂັ້ນ</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>ຂັ້ນທຳອິດ (Home)</translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation>ຖອຍຫຼັງໜຶ່ງຂັ້ນ (ລູກສອນຊ້າຍ)</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>ຂັ້ນຕໍ່ໄປ (ລູກສອນຂວາ)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>ຂັ້ນສຸດທ້າຍ (End)</translation>
    </message>
    <message>
        <source>Steps of the hand (Left/Right arrows, Home, End)</source>
        <translation>ຂັ້ນຕອນຂອງຮອບ (ລູກສອນຊ້າຍ/ຂວາ, Home, End)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>ສົ່ງອອກ…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>ນຳເຂົ້າ…</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>ສະແດງໂຟນເດີ</translation>
    </message>
    <message>
        <source>Save this hand as an allfours-hand/1 record</source>
        <translation>ບັນທຶກຮອບນີ້ເປັນບັນທຶກ allfours-hand/1</translation>
    </message>
    <message>
        <source>Step {step} of {steps}. {text}</source>
        <translation>ຂັ້ນ {step} ຈາກ {steps}. {text}</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>ອ່ານ {file} ບໍ່ໄດ້: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a valid All Fours hand record: {reason}</source>
        <translation>{file} ບໍ່ແມ່ນບັນທຶກຮອບ All Fours ທີ່ຖືກຕ້ອງ: {reason}</translation>
    </message>
    <message>
        <source>Hand from {file}</source>
        <translation>ຮອບຈາກ {file}</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>ສົ່ງອອກຮອບ</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>ບັນທຶກຮອບ (*.json)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>ບັນທຶກໄວ້ທີ່ {path}</translation>
    </message>
    <message>
        <source>Open {folder}</source>
        <translation>ເປີດ {folder}</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>ນຳເຂົ້າຮອບ</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Us</source>
        <translation>ເຮົາ</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>ຄູ່ແຂ່ງ</translation>
    </message>
    <message>
        <source>Hand {number} (in progress)</source>
        <translation>ຮອບທີ {number} (ກຳລັງຫຼິ້ນ)</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>ຮອບທີ {number}</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>ປະຫວັດຄະແນນ</translation>
    </message>
    <message>
        <source>No history is kept in this session.</source>
        <translation>ບໍ່ມີການເກັບປະຫວັດໃນເຊດຊັນນີ້.</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>ກຳລັງອ່ານປະຫວັດຂອງທ່ານ…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>ງ່າຍ</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>ປານກາງ</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>ຍາກ</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>ຊ່ຽວຊານ</translation>
    </message>
    <message>
        <source>friends</source>
        <translation>ໝູ່</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>ບັດພິກ</translation>
    </message>
    <message>
        <source>High</source>
        <translation>ສູງ</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>ຕ່ຳ</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ແຈັກ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ເກມ</translation>
    </message>
    <message>
        <source>we begged: given one</source>
        <translation>ພວກເຮົາຂໍ: ໄດ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>we begged: pack run</source>
        <translation>ພວກເຮົາຂໍ: ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>they begged: given one</source>
        <translation>ພວກເຂົາຂໍ: ໄດ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>they begged: pack run</source>
        <translation>ພວກເຂົາຂໍ: ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>ສອງ</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>ສາມ</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>ສີ່</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>ຫ້າ</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>ຫົກ</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>ເຈັດ</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ແປດ</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>ເກົ້າ</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>ສິບ</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>ແຈັກ</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>ຄວີນ</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>ຄິງ</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ເອສ</translation>
    </message>
    <message>
        <source>{name} (a friend)</source>
        <translation>{name} (ໝູ່)</translation>
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
        <translation>{choices} ຫຼື {last}</translation>
    </message>
    <message>
        <source>{team} won {score}</source>
        <translation>{team} ຊະນະ {score}</translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation>ເຊົາກາງຄັນທີ່ {score}</translation>
    </message>
    <message>
        <source>in progress, {score}</source>
        <translation>ກຳລັງຫຼິ້ນ, {score}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>ເກມທີ່ຫຼິ້ນ</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>ເກມທີ່ຊະນະ</translation>
    </message>
    <message>
        <source>{won} ({rate})</source>
        <translation>{won} ({rate})</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>ຮອບທີ່ຫຼິ້ນ</translation>
    </message>
    <message>
        <source>Hands won on points</source>
        <translation>ຮອບທີ່ຊະນະດ້ວຍຄະແນນ</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>ຕໍ່ {opponents}</translation>
    </message>
    <message>
        <source>{rank}: {count}</source>
        <translation>{rank}: {count}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ຍັງບໍ່ມີ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ເກມ</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>ຄະແນນຕາມປະເພດ</translation>
    </message>
    <message>
        <source>for</source>
        <translation>ໄດ້</translation>
    </message>
    <message>
        <source>against</source>
        <translation>ເສຍ</translation>
    </message>
    <message>
        <source>Hang jacks made: &lt;b&gt;{made}&lt;/b&gt;, suffered: &lt;b&gt;{suffered}&lt;/b&gt;</source>
        <translation>ແຂວນແຈັກໄດ້: &lt;b&gt;{made}&lt;/b&gt;, ຖືກແຂວນ: &lt;b&gt;{suffered}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Begging</source>
        <translation>ການຂໍ</translation>
    </message>
    <message>
        <source>Kicks that scored: {kicks}</source>
        <translation>ບັດພິກທີ່ໄດ້ຄະແນນ: {kicks}</translation>
    </message>
    <message>
        <source>Average card points per hand: &lt;b&gt;{ours}&lt;/b&gt; for, &lt;b&gt;{theirs}&lt;/b&gt; against</source>
        <translation>ຄ່າບັດສະເລ່ຍຕໍ່ຮອບ: ໄດ້ &lt;b&gt;{ours}&lt;/b&gt;, ເສຍ &lt;b&gt;{theirs}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ຜູ້ແຈກ</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>ທຣຳ</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>ຂໍ</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ຄະແນນລວມ</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>ເລກຮອບ</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>ໃຜແຈກ</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>ທຣຳ</translation>
    </message>
    <message>
        <source>Points for the kick (the card turned up)</source>
        <translation>ຄະແນນຂອງບັດພິກ (ບັດທີ່ພິກຂຶ້ນ)</translation>
    </message>
    <message>
        <source>First hand stood, or begged and the dealer gave one or ran the pack</source>
        <translation>ຜູ້ຫຼິ້ນທຳອິດຢືນ ຫຼື ຂໍ ແລະ ຜູ້ແຈກໃຫ້ອັນໜຶ່ງ ຫຼື ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>High: the highest trump out, and who held it</source>
        <translation>ສູງ: ທຣຳສູງສຸດທີ່ອອກມາ ແລະ ໃຜຖືມັນ</translation>
    </message>
    <message>
        <source>Low: the lowest trump out, and who held it</source>
        <translation>ຕ່ຳ: ທຣຳຕ່ຳສຸດທີ່ອອກມາ ແລະ ໃຜຖືມັນ</translation>
    </message>
    <message>
        <source>The jack of trumps: who won it</source>
        <translation>ແຈັກທຣຳ: ໃຜຊະນະມັນ</translation>
    </message>
    <message>
        <source>Game: the most card points</source>
        <translation>ເກມ: ຄ່າບັດຫຼາຍທີ່ສຸດ</translation>
    </message>
    <message>
        <source>The score after the hand</source>
        <translation>ຄະແນນຫຼັງຈົບຮອບ</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>ບໍ່ນັບ</translation>
    </message>
    <message>
        <source>The game was won earlier in this hand: points after the winning one are not counted.</source>
        <translation>ເກມຖືກຊະນະກ່ອນໜ້ານີ້ໃນຮອບນີ້: ຄະແນນຫຼັງຈາກຄະແນນທີ່ຊະນະບໍ່ນັບ.</translation>
    </message>
    <message>
        <source>Double-click to review this hand</source>
        <translation>ຄລິກສອງເທື່ອເພື່ອທົບທວນຮອບນີ້</translation>
    </message>
    <message>
        <source>took one ({team})</source>
        <translation>ເອົາອັນໜຶ່ງ ({team})</translation>
    </message>
    <message>
        <source>ran the pack</source>
        <translation>ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>ຢືນ</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>ບໍ່ໄດ້ແຈກ</translation>
    </message>
    <message>
        <source>Hang jack! {team} {points}</source>
        <translation>ແຂວນແຈັກ! {team} {points}</translation>
    </message>
    <message>
        <source>tie ({totals})</source>
        <translation>ສະເໝີ ({totals})</translation>
    </message>
    <message>
        <source>{team} {points} ({totals}, tie)</source>
        <translation>{team} {points} ({totals}, ສະເໝີ)</translation>
    </message>
    <message>
        <source>the disk is full — free some space; nothing is saved until then</source>
        <translation>ດິສກ໌ເຕັມ — ກະລຸນາເຮັດໃຫ້ມີບ່ອນວ່າງ; ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າຈະມີບ່ອນ</translation>
    </message>
    <message>
        <source>the history file or its folder may not be written (it is read-only, or another user&apos;s) — nothing is saved until it may</source>
        <translation>ຂຽນໃສ່ໄຟລ໌ປະຫວັດ ຫຼື ໂຟນເດີຂອງມັນບໍ່ໄດ້ (ມັນອ່ານໄດ້ຢ່າງດຽວ ຫຼື ເປັນຂອງຜູ້ໃຊ້ອື່ນ) — ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າຈະຂຽນໄດ້</translation>
    </message>
    <message>
        <source>another program is holding the history file — nothing is saved until it lets go</source>
        <translation>ມີໂປຣແກຣມອື່ນກຳລັງຈັບໄຟລ໌ປະຫວັດໄວ້ — ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າມັນຈະປ່ອຍ</translation>
    </message>
    <message>
        <source>the history file cannot be opened for writing (it or its folder is read-only, or another user&apos;s) — nothing is saved until it can</source>
        <translation>ເປີດໄຟລ໌ປະຫວັດເພື່ອຂຽນບໍ່ໄດ້ (ມັນ ຫຼື ໂຟນເດີຂອງມັນອ່ານໄດ້ຢ່າງດຽວ ຫຼື ເປັນຂອງຜູ້ໃຊ້ອື່ນ) — ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າຈະເປີດໄດ້</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing the history file — nothing is saved until it works again</source>
        <translation>ດິສກ໌ແຈ້ງຂໍ້ຜິດພາດໃນການອ່ານ ຫຼື ຂຽນໄຟລ໌ປະຫວັດ — ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າມັນຈະເຮັດວຽກໄດ້ອີກ</translation>
    </message>
    <message>
        <source>a folder has the history file&apos;s name ({path}) — move or rename it; nothing is saved until then</source>
        <translation>ມີໂຟນເດີທີ່ມີຊື່ດຽວກັບໄຟລ໌ປະຫວັດ ({path}) — ກະລຸນາຍ້າຍ ຫຼື ປ່ຽນຊື່ມັນ; ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າຈະເຮັດແລ້ວ</translation>
    </message>
    <message>
        <source>the history file could not be used ({problem}) — nothing is saved until it can</source>
        <translation>ໃຊ້ໄຟລ໌ປະຫວັດບໍ່ໄດ້ ({problem}) — ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າຈະໃຊ້ໄດ້</translation>
    </message>
    <message>
        <source>the history file gave an error ({problem})</source>
        <translation>ໄຟລ໌ປະຫວັດເກີດຂໍ້ຜິດພາດ ({problem})</translation>
    </message>
    <message>
        <source>The game of {date}</source>
        <translation>ເກມວັນທີ {date}</translation>
    </message>
    <message>
        <source>A game in your history</source>
        <translation>ເກມໜຶ່ງໃນປະຫວັດຂອງທ່ານ</translation>
    </message>
    <message>
        <source>The unfinished game of {date}</source>
        <translation>ເກມທີ່ຍັງບໍ່ຈົບຂອງວັນທີ {date}</translation>
    </message>
    <message>
        <source>An unfinished game in your history</source>
        <translation>ເກມທີ່ຍັງບໍ່ຈົບເກມໜຶ່ງໃນປະຫວັດຂອງທ່ານ</translation>
    </message>
    <message>
        <source>the game of {date}</source>
        <translation>ເກມວັນທີ {date}</translation>
    </message>
    <message>
        <source>a game in your history</source>
        <translation>ເກມໜຶ່ງໃນປະຫວັດຂອງທ່ານ</translation>
    </message>
    <message>
        <source>a game missing from your history</source>
        <translation>ເກມໜຶ່ງທີ່ບໍ່ມີໃນປະຫວັດຂອງທ່ານ</translation>
    </message>
    <message>
        <source>Hand {number} of {game}</source>
        <translation>ຮອບທີ {number} ຂອງ{game}</translation>
    </message>
    <message>
        <source>A hand of {game}</source>
        <translation>ຮອບໜຶ່ງຂອງ{game}</translation>
    </message>
    <message>
        <source>Your game history could not be read; it was kept as {path} and a new history was started.</source>
        <translation>ອ່ານປະຫວັດເກມຂອງທ່ານບໍ່ໄດ້; ມັນຖືກເກັບໄວ້ເປັນ {path} ແລະ ໄດ້ເລີ່ມປະຫວັດໃໝ່ແລ້ວ.</translation>
    </message>
    <message>
        <source>Part of your game history (its write-ahead log) could not be read, and SQLite passes over such a part: a copy of it was kept as {path}.</source>
        <translation>ອ່ານສ່ວນໜຶ່ງຂອງປະຫວັດເກມຂອງທ່ານ (ບັນທຶກການຂຽນລ່ວງໜ້າ) ບໍ່ໄດ້, ແລະ SQLite ຈະຂ້າມສ່ວນແບບນັ້ນໄປ: ສຳເນົາຂອງມັນຖືກເກັບໄວ້ເປັນ {path}.</translation>
    </message>
    <message>
        <source>the history file could not be read ({problem}), and could not be set aside ({error}) — nothing is saved until it can</source>
        <translation>ອ່ານໄຟລ໌ປະຫວັດບໍ່ໄດ້ ({problem}) ແລະ ແຍກມັນໄວ້ຕ່າງຫາກກໍບໍ່ໄດ້ ({error}) — ຈະບໍ່ມີຫຍັງຖືກບັນທຶກຈົນກວ່າຈະເຮັດໄດ້</translation>
    </message>
    <message>
        <source>{name} is damaged and is left out of your history; it could not be set aside ({problem}), so it stays in {path}.</source>
        <translation>{name} ເສຍຫາຍ ແລະ ບໍ່ໄດ້ສະແດງໃນປະຫວັດຂອງທ່ານ; ແຍກມັນໄວ້ຕ່າງຫາກບໍ່ໄດ້ ({problem}) ສະນັ້ນມັນຍັງຢູ່ໃນ {path}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its 1 hand, in {folder}.</source>
        <translation>{name} ເສຍຫາຍ ແລະ ຖືກແຍກໄວ້ຕ່າງຫາກພ້ອມກັບ 1 ຮອບຂອງມັນ ໃນ {folder}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its {count} hands, in {folder}.</source>
        <translation>{name} ເສຍຫາຍ ແລະ ຖືກແຍກໄວ້ຕ່າງຫາກພ້ອມກັບ {count} ຮອບຂອງມັນ ໃນ {folder}.</translation>
    </message>
    <message>
        <source>{name} was set aside in {folder}.</source>
        <translation>{name} ຖືກແຍກໄວ້ຕ່າງຫາກໃນ {folder}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history, but the game can no longer be resumed.</source>
        <translation>{name} ເສຍຫາຍ ແລະ ຖືກແຍກໄວ້ຕ່າງຫາກໃນ {folder}; ຮອບອື່ນໆຂອງເກມຍັງຢູ່ໃນປະຫວັດຂອງທ່ານ ແຕ່ເກມນີ້ຫຼິ້ນຕໍ່ບໍ່ໄດ້ອີກແລ້ວ.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history.</source>
        <translation>{name} ເສຍຫາຍ ແລະ ຖືກແຍກໄວ້ຕ່າງຫາກໃນ {folder}; ຮອບອື່ນໆຂອງເກມຍັງຢູ່ໃນປະຫວັດຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>{name} could not be restored ({reason}), so it can no longer be resumed; its hands are still in your history.</source>
        <translation>{name} ກູ້ຄືນບໍ່ໄດ້ ({reason}) ສະນັ້ນຫຼິ້ນຕໍ່ບໍ່ໄດ້ອີກແລ້ວ; ຮອບຂອງມັນຍັງຢູ່ໃນປະຫວັດຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>hand {number} is missing</source>
        <translation>ຂາດຮອບທີ {number}</translation>
    </message>
    <message>
        <source>hand {number} was played to other rules</source>
        <translation>ຮອບທີ {number} ຫຼິ້ນດ້ວຍກົດອື່ນ</translation>
    </message>
    <message>
        <source>its first dealer or dealing method is missing</source>
        <translation>ຂາດຜູ້ແຈກຄົນທຳອິດ ຫຼື ວິທີແຈກຂອງມັນ</translation>
    </message>
    <message>
        <source>its last hand already won the game</source>
        <translation>ຮອບສຸດທ້າຍຂອງມັນຊະນະເກມໄປແລ້ວ</translation>
    </message>
    <message>
        <source>The coach&apos;s analysis of hand {number}</source>
        <translation>ການວິເຄາະຂອງຄູຝຶກສຳລັບຮອບທີ {number}</translation>
    </message>
    <message>
        <source>A coach&apos;s analysis of a hand</source>
        <translation>ການວິເຄາະຂອງຄູຝຶກສຳລັບຮອບໜຶ່ງ</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the hand can be analysed again.</source>
        <translation>{name} ເສຍຫາຍ ແລະ ຖືກແຍກໄວ້ຕ່າງຫາກໃນ {folder}; ສາມາດວິເຄາະຮອບນີ້ໃໝ່ໄດ້.</translation>
    </message>
    <message>
        <source>The game saved in {path} could not be taken into your history ({problem}); the file was left as it is.</source>
        <translation>ບໍ່ສາມາດນຳເກມທີ່ບັນທຶກໄວ້ໃນ {path} ເຂົ້າປະຫວັດຂອງທ່ານໄດ້ ({problem}); ໄຟລ໌ຖືກປະໄວ້ຕາມເດີມ.</translation>
    </message>
    <message>
        <source>The game you saved in {path} is in your history again.</source>
        <translation>ເກມທີ່ທ່ານບັນທຶກໄວ້ໃນ {path} ຢູ່ໃນປະຫວັດຂອງທ່ານອີກຄັ້ງແລ້ວ.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved ({path}) could not be used ({problem}), nor set aside ({error}); it was left as it is.</source>
        <translation>ບໍ່ສາມາດໃຊ້ໄຟລ໌ການຕັດສິນໃຈທີ່ຍັງບໍ່ໄດ້ບັນທຶກ ({path}) ໄດ້ ({problem}), ແລະ ກໍບໍ່ສາມາດແຍກມັນໄວ້ຕ່າງຫາກໄດ້ ({error}); ມັນຖືກປະໄວ້ຕາມເດີມ.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved could not be used ({problem}); it was kept as {path}.</source>
        <translation>ບໍ່ສາມາດໃຊ້ໄຟລ໌ການຕັດສິນໃຈທີ່ຍັງບໍ່ໄດ້ບັນທຶກໄດ້ ({problem}); ມັນຖືກເກັບໄວ້ເປັນ {path}.</translation>
    </message>
    <message>
        <source>Decisions of your last game that could not be saved when it was played ({count}) are now in your history.</source>
        <translation>ການຕັດສິນໃຈຂອງເກມສຸດທ້າຍຂອງທ່ານທີ່ບັນທຶກບໍ່ໄດ້ຕອນຫຼິ້ນ ({count}) ຢູ່ໃນປະຫວັດຂອງທ່ານແລ້ວ.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation>ປະຫວັດເກມ</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>ເກມ(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Hands (double-click or Enter to review)</source>
        <translation>ຮອບ (ຄລິກສອງເທື່ອ ຫຼື ກົດ Enter ເພື່ອທົບທວນ)(&amp;H)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ເກມ</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>ຮອບ</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>ອ່ານປະຫວັດຂອງທ່ານບໍ່ໄດ້: {reason}</translation>
    </message>
    <message>
        <source>No games in your history yet.</source>
        <translation>ຍັງບໍ່ມີເກມໃນປະຫວັດຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>Hand {number}: in progress, {score}</source>
        <translation>ຮອບທີ {number}: ກຳລັງຫຼິ້ນ, {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress, {score}</source>
        <translation>ຮອບທີ {number} ({dealer} ແຈກ): ກຳລັງຫຼິ້ນ, {score}</translation>
    </message>
    <message>
        <source>Hand {number}: in progress</source>
        <translation>ຮອບທີ {number}: ກຳລັງຫຼິ້ນ</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress</source>
        <translation>ຮອບທີ {number} ({dealer} ແຈກ): ກຳລັງຫຼິ້ນ</translation>
    </message>
    <message>
        <source>Hand {number}: {score}, {team} won the game</source>
        <translation>ຮອບທີ {number}: {score}, {team} ຊະນະເກມ</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}, {team} won the game</source>
        <translation>ຮອບທີ {number} ({dealer} ແຈກ): {score}, {team} ຊະນະເກມ</translation>
    </message>
    <message>
        <source>Hand {number}: {score}</source>
        <translation>ຮອບທີ {number}: {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}</source>
        <translation>ຮອບທີ {number} ({dealer} ແຈກ): {score}</translation>
    </message>
</context>
<context>
    <name>Host</name>
    <message>
        <source>Off: wait for ever</source>
        <translation>ປິດ: ລໍຖ້າຕະຫຼອດ</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 ວິນາທີ</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 ນາທີ</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <translation>2 ນາທີ</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 ນາທີ</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>ເປີດໂຕະ</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>ໝູ່</translation>
    </message>
    <message>
        <source>A friend takes this seat from their own computer</source>
        <translation>ໝູ່ນັ່ງບ່ອນນີ້ຈາກຄອມພິວເຕີຂອງເຂົາເອງ</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>ໂຕະຂອງ {name}</translation>
    </message>
    <message>
        <source>All Fours table</source>
        <translation>ໂຕະ All Fours</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>ລະຫັດໂຕະ</translation>
    </message>
    <message>
        <source>Friends type this code to sit down at your table</source>
        <translation>ໝູ່ພິມລະຫັດນີ້ເພື່ອນັ່ງໂຕະຂອງທ່ານ</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>ລະຫັດໃໝ່(&amp;W)</translation>
    </message>
    <message>
        <source>Let computers on this network &amp;find the table</source>
        <translation>ໃຫ້ຄອມພິວເຕີໃນເຄືອຂ່າຍນີ້ຊອກຫາໂຕະໄດ້(&amp;F)</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>ໃນເຄືອຂ່າຍນີ້</translation>
    </message>
    <message>
        <source>Over the internet</source>
        <translation>ຜ່ານອິນເຕີເນັດ</translation>
    </message>
    <message>
        <source>Over the internet, each friend&apos;s seat gets its own code to send them; nobody needs an account</source>
        <translation>ຜ່ານອິນເຕີເນັດ ບ່ອນນັ່ງຂອງໝູ່ແຕ່ລະຄົນຈະມີລະຫັດຂອງມັນເອງເພື່ອສົ່ງໃຫ້ເຂົາ; ບໍ່ມີໃຜຕ້ອງມີບັນຊີ</translation>
    </message>
    <message>
        <source>Friends &amp;join</source>
        <translation>ໝູ່ເຂົ້າຮ່ວມ(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>ຊື່(&amp;N)</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>ລະຫັດ(&amp;D)</translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation>ພອດ(&amp;R)</translation>
    </message>
    <message>
        <source>T&amp;ime to decide</source>
        <translation>ເວລາຕັດສິນໃຈ(&amp;I)</translation>
    </message>
    <message>
        <source>Th&amp;e table</source>
        <translation>ໂຕະ(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>ເປີດໂຕະ(&amp;O)</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>ພອດໃດກໍໄດ້ທີ່ວ່າງ</translation>
    </message>
    <message>
        <source>If this port is in use, another free one is chosen</source>
        <translation>ຖ້າພອດນີ້ຖືກໃຊ້ຢູ່ ຈະເລືອກພອດອື່ນທີ່ວ່າງ</translation>
    </message>
    <message>
        <source>A friend who does not answer in time has that decision played by their computer; everyone sees the countdown</source>
        <translation>ໝູ່ທີ່ບໍ່ຕອບທັນເວລາ ຄອມພິວເຕີຈະຕັດສິນໃຈແທນ; ທຸກຄົນເຫັນການນັບຖອຍຫຼັງ</translation>
    </message>
    <message>
        <source>Once the table is open, each friend&apos;s seat gets its own code (like 7-guitarist-revenge): send it to that friend, who chooses Game → Join a Table… → over the internet and types it. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>ເມື່ອເປີດໂຕະແລ້ວ ບ່ອນນັ່ງຂອງໝູ່ແຕ່ລະຄົນຈະມີລະຫັດຂອງມັນເອງ (ເຊັ່ນ 7-guitarist-revenge): ສົ່ງມັນໃຫ້ໝູ່ຄົນນັ້ນ, ເຂົາເລືອກ ເກມ → ເຂົ້າຮ່ວມໂຕະ… → ຜ່ານອິນເຕີເນັດ ແລ້ວພິມມັນ. ບ່ອນນັ່ງທີ່ທ່ານປະໄວ້ໃຫ້ໝູ່ ຄອມພິວເຕີຈະຫຼິ້ນແທນຈົນກວ່າຈະມີຄົນມານັ່ງ.</translation>
    </message>
    <message>
        <source>Friends choose Game → Join a Table… on their own computer, pick your table (or type its address) and type this code. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>ໝູ່ເລືອກ ເກມ → ເຂົ້າຮ່ວມໂຕະ… ໃນຄອມພິວເຕີຂອງເຂົາ, ເລືອກໂຕະຂອງທ່ານ (ຫຼື ພິມທີ່ຢູ່ຂອງມັນ) ແລ້ວພິມລະຫັດນີ້. ບ່ອນນັ່ງທີ່ທ່ານປະໄວ້ໃຫ້ໝູ່ ຄອມພິວເຕີຈະຫຼິ້ນແທນຈົນກວ່າຈະມີຄົນມານັ່ງ.</translation>
    </message>
    <message>
        <source>Your friend&apos;s own name shows when they sit down</source>
        <translation>ຊື່ຂອງໝູ່ຈະສະແດງເມື່ອເຂົານັ່ງລົງ</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>ພິມຊື່ຂອງທ່ານ: ໝູ່ຂອງທ່ານເຫັນມັນຢູ່ໂຕະ.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation>ເລືອກຢ່າງໜ້ອຍໜຶ່ງບ່ອນນັ່ງໃຫ້ໝູ່.</translation>
    </message>
    <message>
        <source>The table needs a code (letters or digits) for your friends to type.</source>
        <translation>ໂຕະຕ້ອງມີລະຫັດ (ຕົວອັກສອນ ຫຼື ຕົວເລກ) ໃຫ້ໝູ່ຂອງທ່ານພິມ.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>ເຂົ້າຮ່ວມໂຕະ</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>ກຳລັງຊອກຫາໂຕະ…</translation>
    </message>
    <message>
        <source>the host&apos;s address, like 192.168.1.20:41414</source>
        <translation>ທີ່ຢູ່ຂອງເຈົ້າພາບ ເຊັ່ນ 192.168.1.20:41414</translation>
    </message>
    <message>
        <source>the code the host gave you</source>
        <translation>ລະຫັດທີ່ເຈົ້າພາບໃຫ້ທ່ານ</translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation>ຄົນອື່ນຈະເຫັນທ່ານແນວໃດ</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <translation>ໂຕະໃນເຄືອຂ່າຍນີ້(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>ທີ່ຢູ່(&amp;A)</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>ລະຫັດ(&amp;D)</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>ຊື່ຂອງທ່ານ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>ບ່ອນນັ່ງ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>ເຂົ້າຮ່ວມ(&amp;J)</translation>
    </message>
    <message>
        <source>A table over the &amp;internet (the host sent you a code)</source>
        <translation>ໂຕະຜ່ານອິນເຕີເນັດ (ເຈົ້າພາບສົ່ງລະຫັດມາໃຫ້ທ່ານ)(&amp;I)</translation>
    </message>
    <message>
        <source>like 7-guitarist-revenge</source>
        <translation>ເຊັ່ນ 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code your host sent for your seat: with or without dashes; Tab completes a word</source>
        <translation>ລະຫັດທີ່ເຈົ້າພາບຂອງທ່ານສົ່ງມາສຳລັບບ່ອນນັ່ງຂອງທ່ານ: ມີ ຫຼື ບໍ່ມີຂີດກໍໄດ້; Tab ຈະເຕີມຄຳໃຫ້ຄົບ</translation>
    </message>
    <message>
        <source>A table on this net&amp;work</source>
        <translation>ໂຕະທີ່ຢູ່ໃນເຄືອຂ່າຍນີ້(&amp;W)</translation>
    </message>
    <message>
        <source>The &amp;host&apos;s code</source>
        <translation>ລະຫັດຈາກເຈົ້າພາບ(&amp;H)</translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation>ຊື່ຂອງທ່ານ(&amp;M)</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>ບ່ອນນັ່ງໃດກໍໄດ້ທີ່ວ່າງ</translation>
    </message>
    <message>
        <source>Seat {number} ({place}): yours, take it back</source>
        <translation>ບ່ອນນັ່ງ {number} ({place}): ຂອງທ່ານ, ເອົາຄືນ</translation>
    </message>
    <message>
        <source>Seat {number} ({place})</source>
        <translation>ບ່ອນນັ່ງ {number} ({place})</translation>
    </message>
    <message>
        <source>{name} — {players} players, a free seat ({address})</source>
        <translation>{name} — ຜູ້ຫຼິ້ນ {players} ຄົນ, ວ່າງໜຶ່ງບ່ອນ ({address})</translation>
    </message>
    <message numerus="yes">
        <source>{name} — {players} players, %n free seats ({address})</source>
        <translation>
            <numerusform>{name} — ຜູ້ຫຼິ້ນ {players} ຄົນ, ວ່າງ %n ບ່ອນ ({address})</numerusform>
            <numerusform>{name} — ຜູ້ຫຼິ້ນ {players} ຄົນ, ວ່າງ %n ບ່ອນ ({address})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a table, or type the host&apos;s address below.</source>
        <translation>ເລືອກໂຕະ ຫຼື ພິມທີ່ຢູ່ຂອງເຈົ້າພາບຂ້າງລຸ່ມ.</translation>
    </message>
    <message>
        <source>Type the code your host sent you, like 7-guitarist-revenge.</source>
        <translation>ພິມລະຫັດທີ່ເຈົ້າພາບຂອງທ່ານສົ່ງມາໃຫ້ ເຊັ່ນ 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (like 192.168.1.20:41414), or pick a table.</source>
        <translation>ພິມທີ່ຢູ່ຂອງເຈົ້າພາບ (ເຊັ່ນ 192.168.1.20:41414) ຫຼື ເລືອກໂຕະ.</translation>
    </message>
    <message>
        <source>Type the table&apos;s code: the host can tell you.</source>
        <translation>ພິມລະຫັດຂອງໂຕະ: ເຈົ້າພາບບອກທ່ານໄດ້.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>ພິມຊື່ຂອງທ່ານ: ຄົນອື່ນເຫັນມັນຢູ່ໂຕະ.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>New to All Fours? A short guided hand at this table shows how it is played.</source>
        <translation>ຫາກໍ່ເລີ່ມຫຼິ້ນ All Fours ບໍ? ຮອບສັ້ນໆທີ່ມີຄຳແນະນຳຢູ່ໂຕະນີ້ຈະສະແດງວິທີຫຼິ້ນ.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>ຮຽນຫຼິ້ນ(&amp;L)</translation>
    </message>
    <message>
        <source>A guided hand, one idea at a time</source>
        <translation>ຮອບທີ່ມີຄຳແນະນຳ, ເທື່ອລະແນວຄິດ</translation>
    </message>
    <message>
        <source>&amp;Deal a game</source>
        <translation>ເລີ່ມເກມ(&amp;D)</translation>
    </message>
    <message>
        <source>Start a game straight away</source>
        <translation>ເລີ່ມເກມທັນທີ</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>ບັດພິກ</translation>
    </message>
    <message>
        <source>{dealer} dealt six cards each and turned up the next one: the kick, {kick}. Its suit, {suit}, is trumps for now. A kick scores at once for the dealer&apos;s side (an ace 1, a six 2, a jack 3), so {side} have 2 points.</source>
        <translation>{dealer} ແຈກບັດຄົນລະຫົກໃບ ແລ້ວພິກບັດໃບຕໍ່ໄປ: ບັດພິກ, {kick}. ຊຸດຂອງມັນ, {suit}, ເປັນທຣຳໃນຕອນນີ້. ບັດພິກໃຫ້ຄະແນນທັນທີແກ່ຝ່າຍຜູ້ແຈກ (ເອສ 1, ຫົກ 2, ແຈັກ 3), ສະນັ້ນ {side} ໄດ້ 2 ຄະແນນ.</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>ຢືນ ຫຼື ຂໍ</translation>
    </message>
    <message>
        <source>You sit on the dealer&apos;s right, so you are first hand: stand and play with {suit} as trumps, or beg for a change. Your only trump is {card}, a weak hand. Press “I beg”.</source>
        <translation>ທ່ານນັ່ງຢູ່ເບື້ອງຂວາຂອງຜູ້ແຈກ, ສະນັ້ນທ່ານເປັນຜູ້ຫຼິ້ນທຳອິດ: ຢືນ ແລະ ຫຼິ້ນໂດຍໃຫ້{suit}ເປັນທຣຳ ຫຼື ຂໍໃຫ້ປ່ຽນ. ທຣຳໃບດຽວຂອງທ່ານແມ່ນ{card}, ມືອ່ອນ. ກົດ “ຂ້ອຍຂໍ”.</translation>
    </message>
    <message>
        <source>Take one or run the pack</source>
        <translation>ເອົາອັນໜຶ່ງ ຫຼື ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>The dealer answers a beg. “Take one” gives your side 1 point and {suit} stay trumps; or the dealer runs the pack: three more cards each and a new kick. Watch {dealer} run it.</source>
        <translation>ຜູ້ແຈກຕອບການຂໍ. “ເອົາອັນໜຶ່ງ” ໃຫ້ຝ່າຍທ່ານ 1 ຄະແນນ ແລະ {suit}ຍັງເປັນທຣຳ; ຫຼື ຜູ້ແຈກແຈກເພີ່ມ: ບັດເພີ່ມຄົນລະສາມໃບ ແລະ ບັດພິກໃໝ່. ເບິ່ງ {dealer} ແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>ການນຳ</translation>
    </message>
    <message>
        <source>The new kick is {kick}: a new suit, so {suit} are trumps now (an eight scores nothing). As first hand you lead the first trick, and any card may be led. Lead {card}.</source>
        <translation>ບັດພິກໃໝ່ແມ່ນ{kick}: ຊຸດໃໝ່, ສະນັ້ນຕອນນີ້{suit}ເປັນທຣຳ (ແປດບໍ່ໄດ້ຄະແນນ). ໃນຖານະຜູ້ຫຼິ້ນທຳອິດ ທ່ານນຳທຣິກທຳອິດ, ແລະ ນຳບັດໃດກໍໄດ້. ນຳ{card}.</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>ຕາມຊຸດ</translation>
    </message>
    <message>
        <source>{name} led {suit}. You hold one, so you must follow suit or play a trump: the cards you may not play are dimmed. Play {card}.</source>
        <translation>{name} ນຳ{suit}. ທ່ານມີຊຸດນີ້, ສະນັ້ນທ່ານຕ້ອງຕາມຊຸດ ຫຼື ຫຼິ້ນທຣຳ: ບັດທີ່ຫຼິ້ນບໍ່ໄດ້ຈະມືດລົງ. ຫຼິ້ນ{card}.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>ຫຼິ້ນທຣຳ</translation>
    </message>
    <message>
        <source>{partner} led {suit} and {dealer} played {high}. You hold no {suit}, so you may play any card, and a trump beats every card of another suit. Trump with {card} and take the trick.</source>
        <translation>{partner} ນຳ{suit} ແລະ {dealer} ຫຼິ້ນ{high}. ທ່ານບໍ່ມີ{suit}, ສະນັ້ນທ່ານຫຼິ້ນບັດໃດກໍໄດ້, ແລະ ທຣຳຊະນະທຸກບັດຂອງຊຸດອື່ນ. ຫຼິ້ນທຣຳ{card} ແລະ ເອົາທຣິກນີ້.</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>ແຂວນແຈັກ</translation>
    </message>
    <message>
        <source>Lead {card}, the highest trump. When a trump is led, everyone must play a trump if they can. If an opponent has to give up the jack of trumps to your side, that is Hang Jack: 3 points instead of 1.</source>
        <translation>ນຳ{card}, ທຣຳສູງສຸດ. ເມື່ອນຳທຣຳ, ທຸກຄົນຕ້ອງຫຼິ້ນທຣຳຖ້າມີ. ຖ້າຄູ່ແຂ່ງຕ້ອງເສຍແຈັກທຣຳໃຫ້ຝ່າຍທ່ານ, ນັ້ນແມ່ນແຂວນແຈັກ: 3 ຄະແນນແທນ 1.</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>ຫຼິ້ນໃຫ້ຈົບ</translation>
    </message>
    <message>
        <source>Hang Jack! {name} had to play the jack and your ace took it: 3 points to your side when the hand is scored. Now play out the hand: each time, play the card with the yellow ring.</source>
        <translation>ແຂວນແຈັກ! {name} ຕ້ອງຫຼິ້ນແຈັກ ແລະ ເອສຂອງທ່ານເອົາມັນ: 3 ຄະແນນໃຫ້ຝ່າຍທ່ານເມື່ອນັບຄະແນນຮອບນີ້. ຕອນນີ້ຫຼິ້ນຮອບນີ້ໃຫ້ຈົບ: ແຕ່ລະເທື່ອ ຫຼິ້ນບັດທີ່ມີວົງສີເຫຼືອງ.</translation>
    </message>
    <message>
        <source>High, Low, Jack and Game</source>
        <translation>ສູງ, ຕ່ຳ, ແຈັກ ແລະ ເກມ</translation>
    </message>
    <message>
        <source>The hand is scored. High: 1 to the side dealt the highest trump (your ace). Low: 1 to the side dealt the lowest ({dealer}&apos;s two), whoever took it. Jack: 1 to the side that wins it, or 3 when hanged. Game: in the tricks won, an ace counts 4, a king 3, a queen 2, a jack 1 and a ten 10; the higher total scores 1.</source>
        <translation>ນັບຄະແນນຮອບນີ້. ສູງ: 1 ໃຫ້ຝ່າຍທີ່ໄດ້ຮັບທຣຳສູງສຸດ (ເອສຂອງທ່ານ). ຕ່ຳ: 1 ໃຫ້ຝ່າຍທີ່ໄດ້ຮັບທຣຳຕ່ຳສຸດ (ສອງຂອງ {dealer}), ບໍ່ວ່າໃຜຈະເອົາມັນ. ແຈັກ: 1 ໃຫ້ຝ່າຍທີ່ຊະນະມັນ, ຫຼື 3 ເມື່ອຖືກແຂວນ. ເກມ: ໃນທຣິກທີ່ຊະນະ, ເອສນັບ 4, ຄິງ 3, ຄວີນ 2, ແຈັກ 1 ແລະ ສິບ 10; ຍອດລວມທີ່ສູງກວ່າໄດ້ 1.</translation>
    </message>
    <message>
        <source>Ready to play</source>
        <translation>ພ້ອມຫຼິ້ນແລ້ວ</translation>
    </message>
    <message>
        <source>That is a hand of All Fours. The score carries on from hand to hand, the deal passes to the right, and the first side to reach 14 wins. In a game, H gives a hint and F1 shows the rules.</source>
        <translation>ນັ້ນແມ່ນໜຶ່ງຮອບຂອງ All Fours. ຄະແນນສືບຕໍ່ຈາກຮອບໜຶ່ງໄປອີກຮອບໜຶ່ງ, ການແຈກຍ້າຍໄປທາງຂວາ, ແລະ ຝ່າຍທຳອິດທີ່ໄດ້ 14 ຊະນະ. ໃນເກມ, H ໃຫ້ຄຳແນະນຳ ແລະ F1 ສະແດງກົດລະບຽບ.</translation>
    </message>
    <message>
        <source>You may not play {card} now: {suit} were led and you hold one, so you must follow suit or play a trump.</source>
        <translation>ທ່ານຫຼິ້ນ{card}ຕອນນີ້ບໍ່ໄດ້: ມີການນຳ{suit} ແລະ ທ່ານມີຊຸດນີ້, ສະນັ້ນທ່ານຕ້ອງຕາມຊຸດ ຫຼື ຫຼິ້ນທຣຳ.</translation>
    </message>
    <message>
        <source>No need for {card}: {name}&apos;s {winning} already takes this trick for your side, and a trump spent on it is wasted.</source>
        <translation>ບໍ່ຈຳເປັນຕ້ອງໃຊ້{card}: {winning}ຂອງ {name} ເອົາທຣິກນີ້ໃຫ້ຝ່າຍທ່ານແລ້ວ, ແລະ ທຣຳທີ່ໃຊ້ກັບມັນຈະເສຍເປົ່າ.</translation>
    </message>
    <message>
        <source>Playing {card} would not win the trick: {name}&apos;s {winning} would still take it.</source>
        <translation>ຖ້າຫຼິ້ນ{card} ຈະບໍ່ຊະນະທຣິກ: {winning}ຂອງ {name} ຍັງຈະເອົາໄປຢູ່.</translation>
    </message>
    <message>
        <source>Playing {card} would take the trick too, but it counts {points} for Game: win with a card worth less and keep it.</source>
        <translation>ຫຼິ້ນ{card}ກໍຈະເອົາທຣິກໄດ້ຄືກັນ, ແຕ່ມັນນັບ {points} ສຳລັບເກມ: ຊະນະດ້ວຍບັດທີ່ມີຄ່າໜ້ອຍກວ່າ ແລະ ເກັບມັນໄວ້.</translation>
    </message>
    <message>
        <source>Lead a trump here, not {card}: when a trump is led, everyone must play a trump if they can.</source>
        <translation>ນຳທຣຳຢູ່ນີ້, ບໍ່ແມ່ນ{card}: ເມື່ອນຳທຣຳ, ທຸກຄົນຕ້ອງຫຼິ້ນທຣຳຖ້າມີ.</translation>
    </message>
    <message>
        <source>Lead your highest trump, not {card}: a higher trump could still beat it.</source>
        <translation>ນຳທຣຳສູງສຸດຂອງທ່ານ, ບໍ່ແມ່ນ{card}: ທຣຳທີ່ສູງກວ່າຍັງອາດຕີມັນໄດ້.</translation>
    </message>
    <message>
        <source>Keep {card}: it is a trump, and trumps take tricks later. Lead a card of another suit.</source>
        <translation>ເກັບ{card}ໄວ້: ມັນເປັນທຣຳ, ແລະ ທຣຳຈະເອົາທຣິກໄດ້ພາຍຫຼັງ. ນຳບັດຊຸດອື່ນ.</translation>
    </message>
    <message>
        <source>Keep {card}: it is the only card of its suit you hold, to follow suit when that suit is led.</source>
        <translation>ເກັບ{card}ໄວ້: ມັນເປັນບັດໃບດຽວຂອງຊຸດນັ້ນທີ່ທ່ານມີ, ເພື່ອຕາມຊຸດເມື່ອມີການນຳຊຸດນັ້ນ.</translation>
    </message>
    <message>
        <source>Keep {card} for later: it is high in its suit. Lead a low card of that suit first.</source>
        <translation>ເກັບ{card}ໄວ້ພາຍຫຼັງ: ມັນສູງໃນຊຸດຂອງມັນ. ນຳບັດຕ່ຳຂອງຊຸດນັ້ນກ່ອນ.</translation>
    </message>
    <message>
        <source>Keep {card} for later: this lesson plays another card first.</source>
        <translation>ເກັບ{card}ໄວ້ພາຍຫຼັງ: ບົດຮຽນນີ້ຫຼິ້ນບັດອື່ນກ່ອນ.</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>ອ່ານຂັ້ນຕອນນີ້ກ່ອນ, ແລ້ວກົດ ຕໍ່ໄປ.</translation>
    </message>
    <message>
        <source>You could stand, but this lesson shows a beg: press “I beg”.</source>
        <translation>ທ່ານຢືນໄດ້, ແຕ່ບົດຮຽນນີ້ສະແດງການຂໍ: ກົດ “ຂ້ອຍຂໍ”.</translation>
    </message>
    <message>
        <source>Not that card: this step plays {card}, the one with the yellow ring.</source>
        <translation>ບໍ່ແມ່ນບັດນັ້ນ: ຂັ້ນຕອນນີ້ຫຼິ້ນ{card}, ໃບທີ່ມີວົງສີເຫຼືອງ.</translation>
    </message>
    <message>
        <source>Play {card}, the one with the yellow ring.</source>
        <translation>ຫຼິ້ນ{card}, ໃບທີ່ມີວົງສີເຫຼືອງ.</translation>
    </message>
    <message>
        <source>You took the trick with {card}.</source>
        <translation>ທ່ານເອົາທຣິກໄປດ້ວຍ{card}.</translation>
    </message>
    <message>
        <source>{name} took the trick with {card}.</source>
        <translation>{name} ເອົາທຣິກໄປດ້ວຍ{card}.</translation>
    </message>
    <message>
        <source>Bac&amp;k</source>
        <translation>ກັບຄືນ(&amp;K)</translation>
    </message>
    <message>
        <source>The step before, from where it began</source>
        <translation>ຂັ້ນຕອນກ່ອນໜ້າ, ຕັ້ງແຕ່ຈຸດເລີ່ມຕົ້ນຂອງມັນ</translation>
    </message>
    <message>
        <source>Ski&amp;p lesson</source>
        <translation>ຂ້າມບົດຮຽນ(&amp;P)</translation>
    </message>
    <message>
        <source>Leave the lesson and deal a real game</source>
        <translation>ອອກຈາກບົດຮຽນ ແລະ ແຈກເກມແທ້</translation>
    </message>
    <message>
        <source>&amp;Start a real game</source>
        <translation>ເລີ່ມເກມແທ້(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>ຕໍ່ໄປ(&amp;N)</translation>
    </message>
    <message>
        <source>Lesson step {number} of {count}</source>
        <translation>ບົດຮຽນ ຂັ້ນຕອນ {number} ຈາກ {count}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>ບົດຮຽນ: {title}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>ງ່າຍ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>ປານກາງ</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>ຍາກ</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>ຊ່ຽວຊານ</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>South</source>
        <translation>ໃຕ້</translation>
    </message>
    <message>
        <source>East</source>
        <translation>ຕາເວັນອອກ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>ເໜືອ</translation>
    </message>
    <message>
        <source>West</source>
        <translation>ຕາເວັນຕົກ</translation>
    </message>
    <message>
        <source>You</source>
        <translation>ທ່ານ</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ຂວາ</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>ຄູ່ຫູ</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>ຊ້າຍ</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>ຄູ່ແຂ່ງ</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>1 wrong code from {address}.</source>
        <translation>ລະຫັດຜິດ 1 ເທື່ອຈາກ {address}.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}.</source>
        <translation>
            <numerusform>ລະຫັດຜິດ %n ເທື່ອຈາກ {address}.</numerusform>
            <numerusform>ລະຫັດຜິດ %n ເທື່ອຈາກ {address}.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 wrong code from {address}</source>
        <translation>ລະຫັດຜິດ 1 ເທື່ອຈາກ {address}</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}</source>
        <translation>
            <numerusform>ລະຫັດຜິດ %n ເທື່ອຈາກ {address}</numerusform>
            <numerusform>ລະຫັດຜິດ %n ເທື່ອຈາກ {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>ບ່ອນນັ່ງ {number}</translation>
    </message>
    <message>
        <source>Join my All Fours table: open All Fours, choose Game → Join a Table… → over the internet, and type {code}</source>
        <translation>ມາເຂົ້າຮ່ວມໂຕະ All Fours ຂອງຂ້ອຍ: ເປີດ All Fours, ເລືອກ ເກມ → ເຂົ້າຮ່ວມໂຕະ… → ຜ່ານອິນເຕີເນັດ ແລ້ວພິມ {code}</translation>
    </message>
    <message>
        <source>Send each friend the code for their seat (Copy gives you the line to send). A code works once: a friend who comes back later gets a new one.</source>
        <translation>ສົ່ງລະຫັດບ່ອນນັ່ງໃຫ້ໝູ່ແຕ່ລະຄົນ (ປຸ່ມສຳເນົາຈະໃຫ້ຂໍ້ຄວາມທີ່ຈະສົ່ງ). ລະຫັດໃຊ້ໄດ້ເທື່ອດຽວ: ໝູ່ທີ່ກັບມາພາຍຫຼັງຈະໄດ້ລະຫັດໃໝ່.</translation>
    </message>
    <message>
        <source>{place}: making a code…</source>
        <translation>{place}: ກຳລັງສ້າງລະຫັດ…</translation>
    </message>
    <message>
        <source>The invitation for {place} is copied: paste it into a message to your friend.</source>
        <translation>ສຳເນົາຄຳເຊີນຂອງ {place} ແລ້ວ: ວາງມັນໃສ່ຂໍ້ຄວາມເຖິງໝູ່ຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>Copy {place}&apos;s invitation</source>
        <translation>ສຳເນົາຄຳເຊີນຂອງ {place}</translation>
    </message>
    <message>
        <source>New code for {place}</source>
        <translation>ລະຫັດໃໝ່ສຳລັບ {place}</translation>
    </message>
    <message>
        <source>computer ({level})</source>
        <translation>ຄອມພິວເຕີ ({level})</translation>
    </message>
    <message>
        <source>the host · ready</source>
        <translation>ເຈົ້າພາບ · ພ້ອມ</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>ເຈົ້າພາບ</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>ລໍຖ້າໝູ່ເຂົ້າຮ່ວມ</translation>
    </message>
    <message>
        <source>away (the computer plays meanwhile)</source>
        <translation>ບໍ່ຢູ່ (ຄອມພິວເຕີຫຼິ້ນແທນໄປກ່ອນ)</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>ພ້ອມ ✓</translation>
    </message>
    <message>
        <source>here, not ready yet</source>
        <translation>ຢູ່ນີ້, ຍັງບໍ່ພ້ອມ</translation>
    </message>
    <message>
        <source>{state} (you)</source>
        <translation>{state} (ທ່ານ)</translation>
    </message>
    <message>
        <source>Someone tried a wrong code for {place}: send them the new one.</source>
        <translation>ມີຄົນລອງລະຫັດຜິດສຳລັບ {place}: ສົ່ງລະຫັດໃໝ່ໃຫ້ເຂົາ.</translation>
    </message>
    <message>
        <source>No code for {place}: {reason}.</source>
        <translation>ບໍ່ມີລະຫັດສຳລັບ {place}: {reason}.</translation>
    </message>
    <message>
        <source>Start (waiting for everyone to be ready)</source>
        <translation>ເລີ່ມ (ລໍຖ້າທຸກຄົນພ້ອມ)</translation>
    </message>
    <message>
        <source>Start now (computers keep the empty seats)</source>
        <translation>ເລີ່ມດຽວນີ້ (ຄອມພິວເຕີນັ່ງບ່ອນທີ່ວ່າງ)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>ເລີ່ມ</translation>
    </message>
    <message>
        <source>Tell your friends the address &lt;b&gt;{address}&lt;/b&gt; and the code &lt;b&gt;{code}&lt;/b&gt;: they choose Game → Join a Table…</source>
        <translation>ບອກໝູ່ຂອງທ່ານທີ່ຢູ່ &lt;b&gt;{address}&lt;/b&gt; ແລະ ລະຫັດ &lt;b&gt;{code}&lt;/b&gt;: ເຂົາເລືອກ ເກມ → ເຂົ້າຮ່ວມໂຕະ…</translation>
    </message>
    <message>
        <source>Your table is open: {name}</source>
        <translation>ໂຕະຂອງທ່ານເປີດແລ້ວ: {name}</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat to someone else</source>
        <translation>ໃຫ້ບ່ອນນັ່ງຂອງ {name} ແກ່ຄົນອື່ນ</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>ປິດໂຕະ</translation>
    </message>
    <message>
        <source>When everyone is ready, the host starts the game.</source>
        <translation>ເມື່ອທຸກຄົນພ້ອມ ເຈົ້າພາບຈະເລີ່ມເກມ.</translation>
    </message>
    <message>
        <source>Say you are ready; the host starts the game when everyone is.</source>
        <translation>ບອກວ່າທ່ານພ້ອມ; ເຈົ້າພາບຈະເລີ່ມເກມເມື່ອທຸກຄົນພ້ອມ.</translation>
    </message>
    <message>
        <source>At {table}</source>
        <translation>ຢູ່ {table}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>ຢູ່ໂຕະ</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>ຍັງບໍ່ພ້ອມ</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>ຂ້ອຍພ້ອມແລ້ວ</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>ອອກຈາກໂຕະ</translation>
    </message>
    <message>
        <source>You lost the connection to the table</source>
        <translation>ທ່ານຂາດການເຊື່ອມຕໍ່ກັບໂຕະ</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: ask your host for a new code for your seat, and join with it to take your seat back.</source>
        <translation>{reason}. ຄອມພິວເຕີຫຼິ້ນແທນທ່ານຈົນກວ່າທ່ານຈະກັບມາ: ຂໍລະຫັດໃໝ່ສຳລັບບ່ອນນັ່ງຂອງທ່ານຈາກເຈົ້າພາບ ແລ້ວເຂົ້າຮ່ວມດ້ວຍລະຫັດນັ້ນເພື່ອເອົາບ່ອນຄືນ.</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: Reconnect takes it back.</source>
        <translation>{reason}. ຄອມພິວເຕີຫຼິ້ນແທນທ່ານຈົນກວ່າທ່ານຈະກັບມາ: ເຊື່ອມຕໍ່ໃໝ່ເພື່ອເອົາບ່ອນຄືນ.</translation>
    </message>
    <message>
        <source>Join with a new code…</source>
        <translation>ເຂົ້າຮ່ວມດ້ວຍລະຫັດໃໝ່…</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>ເຊື່ອມຕໍ່ໃໝ່</translation>
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
        <translation>ເກມ(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>ເກມໃໝ່(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ຄຳແນະນຳ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Last Trick</source>
        <translation>ທຣິກຫຼ້າສຸດ(&amp;L)</translation>
    </message>
    <message>
        <source>Show the trick just won (or point at a won pile)</source>
        <translation>ສະແດງທຣິກທີ່ຫາກໍຊະນະ (ຫຼື ຊີ້ໃສ່ກອງທີ່ຊະນະ)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>ການຕັ້ງຄ່າ(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ອອກ(&amp;Q)</translation>
    </message>
    <message>
        <source>Open a table that friends on your network can join</source>
        <translation>ເປີດໂຕະທີ່ໝູ່ໃນເຄືອຂ່າຍຂອງທ່ານເຂົ້າຮ່ວມໄດ້</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>ເຂົ້າຮ່ວມໂຕະ(&amp;J)…</translation>
    </message>
    <message>
        <source>Sit down at a friend&apos;s table</source>
        <translation>ນັ່ງໂຕະຂອງໝູ່</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>ອອກຈາກໂຕະ(&amp;V)</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>ເວົ້າ(&amp;Y)</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>ເວົ້າບາງຢ່າງກັບໂຕະ</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>ຖອນຄືນ(&amp;B)</translation>
    </message>
    <message>
        <source>H&amp;ost a Table…</source>
        <translation>ເປີດໂຕະ…(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>ປິດໂຕະ(&amp;C)</translation>
    </message>
    <message>
        <source>Game H&amp;istory…</source>
        <translation>ປະຫວັດເກມ…(&amp;I)</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>ສະຖິຕິ…(&amp;A)</translation>
    </message>
    <message>
        <source>Practise &amp;Mistakes…</source>
        <translation>ຝຶກຄວາມຜິດພາດ(&amp;M)…</translation>
    </message>
    <message>
        <source>Play again the decisions the analysis called mistakes</source>
        <translation>ຫຼິ້ນຄືນການຕັດສິນໃຈທີ່ການວິເຄາະເອີ້ນວ່າຜິດພາດ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ມຸມມອງ(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>ຄວາມໄວພາບເຄື່ອນໄຫວ(&amp;S)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ຊ້າ</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ປົກກະຕິ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>ໄວ</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>ທັນທີ</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ພາສາ(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>ພາສາຂອງລະບົບ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ຊ່ວຍເຫຼືອ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ກົດລະບຽບ(&amp;R)</translation>
    </message>
    <message>
        <source>Learn to &amp;Play</source>
        <translation>ຮຽນຫຼິ້ນ(&amp;P)</translation>
    </message>
    <message>
        <source>A guided hand at this table, one idea at a time</source>
        <translation>ຮອບທີ່ມີຄຳແນະນຳຢູ່ໂຕະນີ້, ເທື່ອລະແນວຄິດ</translation>
    </message>
    <message>
        <source>&amp;About All Fours</source>
        <translation>ກ່ຽວກັບ All Fours(&amp;A)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>ໂຕະ</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>ເຮົາ</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>ຄູ່ແຂ່ງ</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}. The game stays in your history: next time, Host it again and they take their seats back.</source>
        <translation>ອອກບໍ? ໂຕະຈະປິດສຳລັບ {friends}. ເກມຍັງຢູ່ໃນປະຫວັດຂອງທ່ານ: ເທື່ອໜ້າ ເປີດໂຕະອີກ ແລ້ວເຂົາຈະໄດ້ບ່ອນນັ່ງຄືນ.</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}.</source>
        <translation>ອອກບໍ? ໂຕະຈະປິດສຳລັບ {friends}.</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>ອອກຈາກ All Fours</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>ອອກ</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>ຫຼິ້ນຕໍ່</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>ຮອບທີ {number}: ທ່ານເລືອກ {choice}, ເປັນຄວາມຜິດພາດຮ້າຍແຮງ; ທີ່ດີທີ່ສຸດແມ່ນ {best}.</translation>
    </message>
    <message>
        <source>Hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>ຮອບທີ {number}: ທ່ານເລືອກ {choice}, ເປັນຄວາມຜິດພາດ; ທີ່ດີທີ່ສຸດແມ່ນ {best}.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>ເກມ {game}, ຮອບທີ {number}: ທ່ານເລືອກ {choice}, ເປັນຄວາມຜິດພາດຮ້າຍແຮງ; ທີ່ດີທີ່ສຸດແມ່ນ {best}.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>ເກມ {game}, ຮອບທີ {number}: ທ່ານເລືອກ {choice}, ເປັນຄວາມຜິດພາດ; ທີ່ດີທີ່ສຸດແມ່ນ {best}.</translation>
    </message>
    <message>
        <source>Practise Mistakes</source>
        <translation>ຝຶກຄວາມຜິດພາດ</translation>
    </message>
    <message>
        <source>Decisions the analysis called mistakes or blunders. Choose one to play it again: you hold the same cards, and the cards you could not see are dealt afresh.</source>
        <translation>ການຕັດສິນໃຈທີ່ການວິເຄາະເອີ້ນວ່າຄວາມຜິດພາດ ຫຼື ຄວາມຜິດພາດຮ້າຍແຮງ. ເລືອກອັນໜຶ່ງເພື່ອຫຼິ້ນຄືນ: ທ່ານຖືບັດຊຸດເດີມ, ແລະ ບັດທີ່ທ່ານບໍ່ເຫັນຈະຖືກແຈກໃໝ່.</translation>
    </message>
    <message>
        <source>No mistakes to practise yet. Analyse a hand in its review: the decisions it calls mistakes or blunders are listed here.</source>
        <translation>ຍັງບໍ່ມີຄວາມຜິດພາດໃຫ້ຝຶກ. ວິເຄາະຮອບໜຶ່ງໃນການທົບທວນຂອງມັນ: ການຕັດສິນໃຈທີ່ມັນເອີ້ນວ່າຄວາມຜິດພາດ ຫຼື ຄວາມຜິດພາດຮ້າຍແຮງຈະສະແດງຢູ່ນີ້.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>ລອງອີກຄັ້ງ(&amp;T)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>ທ່ານ</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>ຄູ່ຫູ</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>the table is busy, trying again</source>
        <translation>ໂຕະບໍ່ຫວ່າງ, ກຳລັງລອງໃໝ່</translation>
    </message>
    <message>
        <source>the table stayed busy</source>
        <translation>ໂຕະຍັງບໍ່ຫວ່າງ</translation>
    </message>
    <message>
        <source>it stopped reading</source>
        <translation>ມັນເຊົາອ່ານແລ້ວ</translation>
    </message>
    <message>
        <source>that code was wrong or already used: ask the host for a new one</source>
        <translation>ລະຫັດນັ້ນຜິດ ຫຼື ຖືກໃຊ້ແລ້ວ: ຂໍລະຫັດໃໝ່ຈາກເຈົ້າພາບ</translation>
    </message>
    <message>
        <source>nobody is waiting on that code: ask the host for a new one</source>
        <translation>ບໍ່ມີໃຜລໍຖ້າລະຫັດນັ້ນຢູ່: ຂໍລະຫັດໃໝ່ຈາກເຈົ້າພາບ</translation>
    </message>
    <message>
        <source>that is not a code: a code looks like 7-guitarist-revenge</source>
        <translation>ນັ້ນບໍ່ແມ່ນລະຫັດ: ລະຫັດມີລັກສະນະເຊັ່ນ 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>the internet table&apos;s server cannot be reached: check the connection, or the server in Settings</source>
        <translation>ເຂົ້າເຖິງເຊີບເວີຂອງໂຕະອິນເຕີເນັດບໍ່ໄດ້: ກວດເບິ່ງການເຊື່ອມຕໍ່ ຫຼື ເຊີບເວີໃນການຕັ້ງຄ່າ</translation>
    </message>
    <message>
        <source>the internet table&apos;s server refused: check the server in Settings</source>
        <translation>ເຊີບເວີຂອງໂຕະອິນເຕີເນັດປະຕິເສດ: ກວດເບິ່ງເຊີບເວີໃນການຕັ້ງຄ່າ</translation>
    </message>
    <message>
        <source>the host was found, but no connection to them could be made</source>
        <translation>ພົບເຈົ້າພາບແລ້ວ ແຕ່ເຊື່ອມຕໍ່ຫາເຂົາບໍ່ໄດ້</translation>
    </message>
    <message>
        <source>internet play is not available in this copy of All Fours</source>
        <translation>ການຫຼິ້ນຜ່ານອິນເຕີເນັດບໍ່ມີໃນ All Fours ສະບັບນີ້</translation>
    </message>
    <message>
        <source>the internet connection was lost</source>
        <translation>ການເຊື່ອມຕໍ່ອິນເຕີເນັດຂາດ</translation>
    </message>
    <message>
        <source>the host&apos;s connection closed</source>
        <translation>ການເຊື່ອມຕໍ່ຂອງເຈົ້າພາບປິດແລ້ວ</translation>
    </message>
    <message>
        <source>too many wrong codes were tried on that seat</source>
        <translation>ມີການລອງລະຫັດຜິດຫຼາຍເກີນໄປກັບບ່ອນນັ່ງນັ້ນ</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>ເຈົ້າພາບປິດໂຕະແລ້ວ.</translation>
    </message>
    <message>
        <source>The host quit: the game can go on later, when they host it again.</source>
        <translation>ເຈົ້າພາບອອກແລ້ວ: ເກມຫຼິ້ນຕໍ່ໄດ້ພາຍຫຼັງ ເມື່ອເຂົາເປີດໂຕະອີກ.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ເກມຈົບແລ້ວ.</translation>
    </message>
    <message>
        <source>The host stopped.</source>
        <translation>ເຈົ້າພາບຢຸດແລ້ວ.</translation>
    </message>
    <message>
        <source>Every seat of that game was a friend&apos;s: there is none for you to host it from.</source>
        <translation>ທຸກບ່ອນນັ່ງຂອງເກມນັ້ນເປັນຂອງໝູ່: ບໍ່ມີບ່ອນນັ່ງໃຫ້ທ່ານເປີດໂຕະມັນຄືນ.</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>ເປີດໂຕະບໍ່ໄດ້: {reason}</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays for them until they come back.</source>
        <translation>{name} ອອກຈາກໂຕະ: ຄອມພິວເຕີຫຼິ້ນແທນຈົນກວ່າເຂົາຈະກັບມາ.</translation>
    </message>
    <message>
        <source>{name} took too long: the computer played for them.</source>
        <translation>{name} ຊ້າເກີນໄປ: ຄອມພິວເຕີຫຼິ້ນແທນແລ້ວ.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>ເລີ່ມເກມບໍ່ໄດ້: {reason}</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>ປິດໂຕະ(&amp;C)</translation>
    </message>
    <message>
        <source>Your table is open over the internet: each friend&apos;s seat gets its own code.</source>
        <translation>ໂຕະຂອງທ່ານເປີດຜ່ານອິນເຕີເນັດແລ້ວ: ບ່ອນນັ່ງຂອງໝູ່ແຕ່ລະຄົນມີລະຫັດຂອງມັນເອງ.</translation>
    </message>
    <message>
        <source>Your table is open at {address}, code {code}.</source>
        <translation>ໂຕະຂອງທ່ານເປີດຢູ່ {address}, ລະຫັດ {code}.</translation>
    </message>
    <message>
        <source>A new code for {place}: {code}. Send it to your friend: they join with it and take their seat back.</source>
        <translation>ລະຫັດໃໝ່ສຳລັບ {place}: {code}. ສົ່ງມັນໃຫ້ໝູ່ຂອງທ່ານ: ເຂົາເຂົ້າຮ່ວມດ້ວຍລະຫັດນີ້ ແລ້ວເອົາບ່ອນນັ່ງຄືນ.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped: reconnecting…</source>
        <translation>ການເຊື່ອມຕໍ່ຂອງ {name} ຂາດ: ກຳລັງເຊື່ອມຕໍ່ໃໝ່…</translation>
    </message>
    <message>
        <source>{name} is connected again.</source>
        <translation>{name} ເຊື່ອມຕໍ່ໄດ້ອີກແລ້ວ.</translation>
    </message>
    <message>
        <source>Your table over the internet</source>
        <translation>ໂຕະຂອງທ່ານຜ່ານອິນເຕີເນັດ</translation>
    </message>
    <message>
        <source>{place}: {code}</source>
        <translation>{place}: {code}</translation>
    </message>
    <message>
        <source>Your table: {address} · code {code}</source>
        <translation>ໂຕະຂອງທ່ານ: {address} · ລະຫັດ {code}</translation>
    </message>
    <message>
        <source>{table} at {address}</source>
        <translation>{table} ທີ່ {address}</translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation>ໂຕະທີ່ {address}</translation>
    </message>
    <message>
        <source>Everyone who has joined must be ready first.</source>
        <translation>ທຸກຄົນທີ່ເຂົ້າຮ່ວມຕ້ອງພ້ອມກ່ອນ.</translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation>ເກມເລີ່ມແລ້ວ.</translation>
    </message>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>ກຳລັງເຂົ້າຮ່ວມໂຕະທີ່ {address}…</translation>
    </message>
    <message>
        <source>Looking for your host over the internet…</source>
        <translation>ກຳລັງຊອກຫາເຈົ້າພາບຂອງທ່ານຜ່ານອິນເຕີເນັດ…</translation>
    </message>
    <message>
        <source>Could not join the table: {reason}</source>
        <translation>ເຂົ້າຮ່ວມໂຕະບໍ່ໄດ້: {reason}</translation>
    </message>
    <message>
        <source>You are at {table} as {name}.</source>
        <translation>ທ່ານຢູ່ {table} ໃນຊື່ {name}.</translation>
    </message>
    <message>
        <source>You are at the table as {name}.</source>
        <translation>ທ່ານຢູ່ໂຕະໃນຊື່ {name}.</translation>
    </message>
    <message>
        <source>The game goes on where it stood.</source>
        <translation>ເກມດຳເນີນຕໍ່ຈາກບ່ອນທີ່ຄ້າງໄວ້.</translation>
    </message>
    <message>
        <source>You are back in the game.</source>
        <translation>ທ່ານກັບມາໃນເກມແລ້ວ.</translation>
    </message>
    <message>
        <source>You join the game under way.</source>
        <translation>ທ່ານເຂົ້າຮ່ວມເກມທີ່ກຳລັງຫຼິ້ນຢູ່.</translation>
    </message>
    <message>
        <source>Connection dropped: reconnecting…</source>
        <translation>ການເຊື່ອມຕໍ່ຂາດ: ກຳລັງເຊື່ອມຕໍ່ຄືນ…</translation>
    </message>
    <message>
        <source>{table} over the internet</source>
        <translation>{table} ຜ່ານອິນເຕີເນັດ</translation>
    </message>
    <message>
        <source>A table over the internet</source>
        <translation>ໂຕະຜ່ານອິນເຕີເນັດ</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>ກະລຸນາສົ່ງໜຶ່ງປະໂຫຍກຕໍ່ວິນາທີ.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>ການເຊື່ອມຕໍ່ກັບໂຕະຂາດ ({reason}).</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>ອອກຈາກໂຕະ(&amp;V)</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>ປິດໂຕະ</translation>
    </message>
    <message>
        <source>Close the table? {friends} will be sent away from it.</source>
        <translation>ປິດໂຕະບໍ? {friends} ຈະຖືກໃຫ້ອອກຈາກໂຕະ.</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>ເປີດໄວ້</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} ແລະ {last}</translation>
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
        <translation>ທ່ານ (ໃຕ້)(&amp;Y)</translation>
    </message>
    <message>
        <source>Ri&amp;ght (East)</source>
        <translation>ຂວາ (ຕາເວັນອອກ)(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Partner (North)</source>
        <translation>ຄູ່ຫູ (ເໜືອ)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Left (West)</source>
        <translation>ຊ້າຍ (ຕາເວັນຕົກ)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;You</source>
        <translation>ທ່ານ(&amp;Y)</translation>
    </message>
    <message>
        <source>O&amp;pponent</source>
        <translation>ຄູ່ແຂ່ງ(&amp;P)</translation>
    </message>
    <message>
        <source>Name: {seat}</source>
        <translation>ຊື່: {seat}</translation>
    </message>
    <message>
        <source>Level: {seat}</source>
        <translation>ລະດັບ: {seat}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>ເກມໃໝ່</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>ລະດັບ</translation>
    </message>
    <message>
        <source>R&amp;ules (Trinidad defaults first)</source>
        <translation>ກົດລະບຽບ (ຄ່າເລີ່ມຕົ້ນຂອງ Trinidad ກ່ອນ)(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;House rules (off by default)</source>
        <translation>ກົດພິເສດ (ປິດໄວ້ເປັນຄ່າເລີ່ມຕົ້ນ)(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Trinidad defaults</source>
        <translation>ຄ່າເລີ່ມຕົ້ນຂອງ Trinidad(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>ແຈກ(&amp;D)</translation>
    </message>
</context>
<context>
    <name>NoticeLabel</name>
    <message>
        <source>Please note: {notices}</source>
        <translation>ກະລຸນາຮັບຊາບ: {notices}</translation>
    </message>
</context>
<context>
    <name>NoticePanel</name>
    <message>
        <source>Please note</source>
        <translation>ກະລຸນາຮັບຊາບ</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ຕົກລົງ</translation>
    </message>
    <message>
        <source>Show &amp;folder</source>
        <translation>ສະແດງໂຟນເດີ (&amp;F)</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good play, partner</source>
        <translation>ຫຼິ້ນດີ ຄູ່ຫູ</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>ຫຼິ້ນເກັ່ງ</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>ໂຊກບໍ່ດີ</translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation>ໄວແດ່!</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>ຂອບໃຈ</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>ເກມດີ</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>to stand</source>
        <translation>ຢືນ</translation>
    </message>
    <message>
        <source>to beg</source>
        <translation>ຂໍ</translation>
    </message>
    <message>
        <source>to say “take one”</source>
        <translation>ບອກວ່າເອົາອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>to run the pack</source>
        <translation>ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a mistake. The cards you could not see are dealt again: choose again.</source>
        <translation>ຝຶກ: ໃນເກມທ່ານເລືອກ {choice} ຢູ່ບ່ອນນີ້, ເປັນຄວາມຜິດພາດ. ບັດທີ່ທ່ານບໍ່ເຫັນຖືກແຈກໃໝ່: ເລືອກອີກຄັ້ງ.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a blunder. The cards you could not see are dealt again: choose again.</source>
        <translation>ຝຶກ: ໃນເກມທ່ານເລືອກ {choice} ຢູ່ບ່ອນນີ້, ເປັນຄວາມຜິດພາດຮ້າຍແຮງ. ບັດທີ່ທ່ານບໍ່ເຫັນຖືກແຈກໃໝ່: ເລືອກອີກຄັ້ງ.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here. The cards you could not see are dealt again: choose again.</source>
        <translation>ຝຶກ: ໃນເກມທ່ານເລືອກ {choice} ຢູ່ບ່ອນນີ້. ບັດທີ່ທ່ານບໍ່ເຫັນຖືກແຈກໃໝ່: ເລືອກອີກຄັ້ງ.</translation>
    </message>
    <message>
        <source>The best choice: you chose {choice}.</source>
        <translation>ທາງເລືອກທີ່ດີທີ່ສຸດ: ທ່ານເລືອກ {choice}.</translation>
    </message>
    <message>
        <source>As good as the best: you chose {choice}, and the best, {best}, wins no more often, within the estimate&apos;s error.</source>
        <translation>ດີເທົ່າກັບທີ່ດີທີ່ສຸດ: ທ່ານເລືອກ {choice}, ແລະ ທາງເລືອກທີ່ດີທີ່ສຸດ {best} ບໍ່ໄດ້ຊະນະເລື້ອຍກວ່າ, ພາຍໃນຄວາມຄາດເຄື່ອນຂອງການຄາດຄະເນ.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, an inaccuracy. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>ບໍ່ດີເທົ່າກັບທີ່ດີທີ່ສຸດ: ທ່ານເລືອກ {choice}, ເປັນຄວາມບໍ່ແມ່ນຍຳ. ທີ່ດີທີ່ສຸດແມ່ນ {best}: ໂອກາດຊະນະເກມຂອງທ່ານຫຼຸດລົງປະມານ {points} ໃນ 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a mistake. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>ບໍ່ດີເທົ່າກັບທີ່ດີທີ່ສຸດ: ທ່ານເລືອກ {choice}, ເປັນຄວາມຜິດພາດ. ທີ່ດີທີ່ສຸດແມ່ນ {best}: ໂອກາດຊະນະເກມຂອງທ່ານຫຼຸດລົງປະມານ {points} ໃນ 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a blunder. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>ບໍ່ດີເທົ່າກັບທີ່ດີທີ່ສຸດ: ທ່ານເລືອກ {choice}, ເປັນຄວາມຜິດພາດຮ້າຍແຮງ. ທີ່ດີທີ່ສຸດແມ່ນ {best}: ໂອກາດຊະນະເກມຂອງທ່ານຫຼຸດລົງປະມານ {points} ໃນ 100.</translation>
    </message>
    <message>
        <source>Your choice could not be judged: {problem}.</source>
        <translation>ບໍ່ສາມາດຕັດສິນທາງເລືອກຂອງທ່ານໄດ້: {problem}.</translation>
    </message>
    <message>
        <source>Leave the shared table first: practice is played at your own table.</source>
        <translation>ອອກຈາກໂຕະທີ່ຫຼິ້ນຮ່ວມກັນກ່ອນ: ການຝຶກແມ່ນຫຼິ້ນຢູ່ໂຕະຂອງທ່ານເອງ.</translation>
    </message>
    <message>
        <source>This decision cannot be practised: {problem}.</source>
        <translation>ບໍ່ສາມາດຝຶກການຕັດສິນໃຈນີ້ໄດ້: {problem}.</translation>
    </message>
    <message>
        <source>Weighing your choice against the best…</source>
        <translation>ກຳລັງທຽບທາງເລືອກຂອງທ່ານກັບທີ່ດີທີ່ສຸດ…</translation>
    </message>
    <message>
        <source>Try &amp;another</source>
        <translation>ລອງອັນອື່ນ(&amp;A)</translation>
    </message>
    <message>
        <source>Another mistake to practise (or this one, dealt again)</source>
        <translation>ຄວາມຜິດພາດອື່ນໃຫ້ຝຶກ (ຫຼື ອັນນີ້, ແຈກໃໝ່)</translation>
    </message>
    <message>
        <source>&amp;Back to the review</source>
        <translation>ກັບໄປທົບທວນ(&amp;B)</translation>
    </message>
    <message>
        <source>Leave practice and see the hand again</source>
        <translation>ອອກຈາກການຝຶກ ແລະ ເບິ່ງຮອບນີ້ອີກຄັ້ງ</translation>
    </message>
    <message>
        <source>Your analysed hands could not be read: {problem}.</source>
        <translation>ບໍ່ສາມາດອ່ານຮອບທີ່ວິເຄາະແລ້ວຂອງທ່ານໄດ້: {problem}.</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>it is larger than {size} MB</source>
        <translation>ມັນໃຫຍ່ກວ່າ {size} MB</translation>
    </message>
    <message>
        <source>it is larger than {size} KB</source>
        <translation>ມັນໃຫຍ່ກວ່າ {size} KB</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} ບໍ່ແມ່ນຕົວເລກທີ່ JSON ອະນຸຍາດ</translation>
    </message>
    <message>
        <source>it has a number with more than 100 digits</source>
        <translation>ມັນມີຕົວເລກທີ່ຍາວກວ່າ 100 ຫຼັກ</translation>
    </message>
    <message>
        <source>it has NUL bytes in it: it is not a text file</source>
        <translation>ມັນມີໄບຕ໌ NUL ຢູ່ໃນ: ມັນບໍ່ແມ່ນໄຟລ໌ຂໍ້ຄວາມ</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>ມັນບໍ່ແມ່ນຂໍ້ຄວາມ UTF-8</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep</source>
        <translation>ມັນຊ້ອນກັນເລິກກວ່າ {depth} ຊັ້ນ</translation>
    </message>
    <message>
        <source>it is not JSON (line {line}, column {column})</source>
        <translation>ມັນບໍ່ແມ່ນ JSON (ແຖວ {line}, ຖັນ {column})</translation>
    </message>
    <message>
        <source>it is nested too deep</source>
        <translation>ມັນຊ້ອນກັນເລິກເກີນໄປ</translation>
    </message>
    <message>
        <source>the file holds no hand record (a JSON object)</source>
        <translation>ໄຟລ໌ບໍ່ມີບັນທຶກຮອບ (ອອບເຈັກ JSON)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ມັນບໍ່ແມ່ນໄຟລ໌ທຳມະດາ</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ດິສກ໌ເຕັມ</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>ບໍ່ໄດ້ຮັບອະນຸຍາດ</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing</source>
        <translation>ດິສກ໌ແຈ້ງຂໍ້ຜິດພາດໃນການອ່ານ ຫຼື ຂຽນ</translation>
    </message>
    <message>
        <source>the other computer cannot be reached</source>
        <translation>ເຂົ້າເຖິງຄອມພິວເຕີອີກເຄື່ອງບໍ່ໄດ້</translation>
    </message>
    <message>
        <source>the connection was broken off</source>
        <translation>ການເຊື່ອມຕໍ່ຖືກຕັດ</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ດິສກ໌ອ່ານໄດ້ຢ່າງດຽວ</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>ບໍ່ມີໄຟລ໌ ຫຼື ໂຟນເດີນັ້ນ</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>ບາງສ່ວນຂອງເສັ້ນທາງບໍ່ແມ່ນໂຟນເດີ</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ມັນເປັນໂຟນເດີ ບໍ່ແມ່ນໄຟລ໌</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>ມີໄຟລ໌ຊື່ນັ້ນຢູ່ແລ້ວ</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>ຊື່ຍາວເກີນໄປ</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>ເປີດໄຟລ໌ໄວ້ຫຼາຍເກີນໄປ</translation>
    </message>
    <message>
        <source>the port is already in use</source>
        <translation>ພອດຖືກໃຊ້ຢູ່ແລ້ວ</translation>
    </message>
    <message>
        <source>that address is not one of this computer&apos;s</source>
        <translation>ທີ່ຢູ່ນັ້ນບໍ່ແມ່ນຂອງຄອມພິວເຕີເຄື່ອງນີ້</translation>
    </message>
    <message>
        <source>the other computer refused the connection</source>
        <translation>ຄອມພິວເຕີອີກເຄື່ອງປະຕິເສດການເຊື່ອມຕໍ່</translation>
    </message>
    <message>
        <source>there was no answer in time</source>
        <translation>ບໍ່ມີຄຳຕອບທັນເວລາ</translation>
    </message>
    <message>
        <source>the address could not be found</source>
        <translation>ຊອກບໍ່ພົບທີ່ຢູ່ນັ້ນ</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>ໜ່ວຍຄວາມຈຳບໍ່ພໍ</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>ມັນບໍ່ແມ່ນຂໍ້ຄວາມ</translation>
    </message>
    <message>
        <source>it was written by a newer version of All Fours</source>
        <translation>ມັນຖືກຂຽນໂດຍ All Fours ລຸ້ນໃໝ່ກວ່າ</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>ມີໂປຣແກຣມອື່ນກຳລັງໃຊ້ໄຟລ໌ນີ້</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>ໄຟລ໌ເສຍຫາຍ</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>ໄຟລ໌ອ່ານໄດ້ຢ່າງດຽວ</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>ເປີດໄຟລ໌ບໍ່ໄດ້</translation>
    </message>
    <message>
        <source>it is not valid JSON at line {line}</source>
        <translation>ມັນບໍ່ແມ່ນ JSON ທີ່ຖືກຕ້ອງ (ແຖວ {line})</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Your turn</source>
        <translation>ຕາຂອງທ່ານ</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>ຕາທ່ານຕັດສິນໃຈ</translation>
    </message>
    <message>
        <source>{name} is choosing how to deal…</source>
        <translation>{name} ກຳລັງເລືອກວິທີແຈກ…</translation>
    </message>
    <message>
        <source>{name} is deciding: stand or beg…</source>
        <translation>{name} ກຳລັງຕັດສິນໃຈ: ຢືນ ຫຼື ຂໍ…</translation>
    </message>
    <message>
        <source>{name} is deciding: take one or run the pack…</source>
        <translation>{name} ກຳລັງຕັດສິນໃຈ: ເອົາອັນໜຶ່ງ ຫຼື ແຈກເພີ່ມ…</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>ຕາຂອງ {name}…</translation>
    </message>
    <message>
        <source>Your cards stay face down until the beg is settled: only {first} (first hand) and {dealer} (the dealer) look at theirs before then.</source>
        <translation>ບັດຂອງທ່ານຍັງຂວ້ຳໄວ້ຈົນກວ່າການຂໍຈະຕົກລົງ: ກ່ອນນັ້ນມີແຕ່ {first} (ຜູ້ຫຼິ້ນທຳອິດ) ແລະ {dealer} (ຜູ້ແຈກ) ທີ່ເບິ່ງບັດຂອງຕົນໄດ້.</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed ({problem}); a safe move was played for {name} and the game goes on.</source>
        <translation>ຜູ້ຫຼິ້ນຄອມພິວເຕີຂອງ {name} ຂັດຂ້ອງ ({problem}); ໄດ້ຫຼິ້ນທາງທີ່ປອດໄພແທນ {name} ແລະ ເກມດຳເນີນຕໍ່.</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>ອຸ້ຍ!</translation>
    </message>
    <message>
        <source>Your {card} has been called: you must play it now.</source>
        <translation>{card}ຂອງທ່ານຖືກເອີ້ນແລ້ວ: ທ່ານຕ້ອງຫຼິ້ນມັນດຽວນີ້.</translation>
    </message>
    <message>
        <source>Your turn: click a raised card, or press its number key (or the arrows and Enter).</source>
        <translation>ຕາຂອງທ່ານ: ຄລິກບັດທີ່ຍົກຂຶ້ນ ຫຼື ກົດປຸ່ມຕົວເລກຂອງມັນ (ຫຼື ລູກສອນ ແລະ Enter).</translation>
    </message>
    <message>
        <source>&amp;One at a time</source>
        <translation>ເທື່ອລະໃບ(&amp;O)</translation>
    </message>
    <message>
        <source>Six rounds of one card each</source>
        <translation>ຫົກຮອບ ຄົນລະໃບ</translation>
    </message>
    <message>
        <source>In &amp;threes</source>
        <translation>ເທື່ອລະສາມໃບ(&amp;T)</translation>
    </message>
    <message>
        <source>Two rounds of three cards each</source>
        <translation>ສອງຮອບ ຄົນລະສາມໃບ</translation>
    </message>
    <message>
        <source>You deal first. How will you deal, all game long?</source>
        <translation>ທ່ານແຈກກ່ອນ. ທ່ານຈະແຈກແນວໃດຕະຫຼອດເກມ?</translation>
    </message>
    <message>
        <source>You cut the highest card: you deal first.</source>
        <translation>ທ່ານຕັດໄດ້ບັດສູງສຸດ: ທ່ານແຈກກ່ອນ.</translation>
    </message>
    <message>
        <source>The kick is {card}. Stand with {suit} as trumps, or beg?</source>
        <translation>ບັດພິກແມ່ນ{card}. ຢືນໂດຍໃຫ້{suit}ເປັນທຣຳ ຫຼື ຂໍ?</translation>
    </message>
    <message>
        <source>The kick is {card}. You hold no {suit}, so you may not stand: you must beg.</source>
        <translation>ບັດພິກແມ່ນ{card}. ທ່ານບໍ່ມີ{suit} ຈຶ່ງຢືນບໍ່ໄດ້: ທ່ານຕ້ອງຂໍ.</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>ຢືນ(&amp;S)</translation>
    </message>
    <message>
        <source>Play with this trump</source>
        <translation>ຫຼິ້ນດ້ວຍທຣຳນີ້</translation>
    </message>
    <message>
        <source>I &amp;beg</source>
        <translation>ຂ້ອຍຂໍ(&amp;B)</translation>
    </message>
    <message>
        <source>Ask {dealer} to say &quot;take one&quot; or run the pack</source>
        <translation>ຂໍໃຫ້ {dealer} ເວົ້າວ່າ &quot;ເອົາອັນໜຶ່ງ&quot; ຫຼື ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>&amp;Take one</source>
        <translation>ເອົາອັນໜຶ່ງ(&amp;T)</translation>
    </message>
    <message>
        <source>One point to {side}; {suit} stay trumps</source>
        <translation>ໜຶ່ງຄະແນນໃຫ້ {side}; {suit}ຍັງເປັນທຣຳ</translation>
    </message>
    <message>
        <source>&amp;Run the pack</source>
        <translation>ແຈກເພີ່ມ(&amp;R)</translation>
    </message>
    <message>
        <source>Three more cards each and a new kick</source>
        <translation>ບັດເພີ່ມຄົນລະສາມໃບ ແລະ ບັດພິກໃໝ່</translation>
    </message>
    <message>
        <source>{name} begs. Say &quot;Take one&quot; (one point to {side}; {suit} stay trumps), or run the pack?</source>
        <translation>{name} ຂໍ. ເວົ້າວ່າ &quot;ເອົາອັນໜຶ່ງ&quot; (ໜຶ່ງຄະແນນໃຫ້ {side}; {suit}ຍັງເປັນທຣຳ) ຫຼື ແຈກເພີ່ມ?</translation>
    </message>
    <message>
        <source>{name} begs. {why}</source>
        <comment>why: a whole sentence, why you may not say &quot;take one&quot;</comment>
        <translation>{name} ຂໍ. {why}</translation>
    </message>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation>ຍັງບໍ່ມີທຣິກໃດຖືກຊະນະໃນຮອບນີ້.</translation>
    </message>
    <message>
        <source>Trick {number}: You took it</source>
        <translation>ທຣິກທີ {number}: ທ່ານເອົາໄປ</translation>
    </message>
    <message>
        <source>Trick {number}: {name} took it</source>
        <translation>ທຣິກທີ {number}: {name} ເອົາໄປ</translation>
    </message>
    <message>
        <source>{name}, {card}</source>
        <translation>{name}, {card}</translation>
    </message>
    <message>
        <source>Tab goes back to the question.</source>
        <translation>Tab ກັບໄປຫາຄຳຖາມ.</translation>
    </message>
    <message>
        <source>Tab goes back to the summary.</source>
        <translation>Tab ກັບໄປຫາບົດສະຫຼຸບ.</translation>
    </message>
    <message>
        <source>First answer the question: Tab goes back to it.</source>
        <translation>ຕອບຄຳຖາມກ່ອນ: Tab ກັບໄປຫາມັນ.</translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at just now.</source>
        <translation>ຕອນນີ້ທ່ານບໍ່ມີການຕັດສິນໃຈໃຫ້ແນະນຳ.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>ກຳລັງຄິດຫາຄຳແນະນຳ…</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>ຕົກລົງ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>ຍົກເລີກ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ປິດ(&amp;C)</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>ຍ້ອນກັບ(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ເຮັດຄືນ(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ຕັດ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>ສຳເນົາ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ວາງ(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ລຶບ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>ເລືອກທັງໝົດ</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ຕົກລົງ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ຍົກເລີກ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ປິດ</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>it is your only legal card</source>
        <translation>ນີ້ແມ່ນບັດດຽວທີ່ທ່ານຫຼິ້ນໄດ້ຕາມກົດ</translation>
    </message>
    <message>
        <source>the jack goes on it: the Jack point for your side</source>
        <translation>ແຈັກລົງໃສ່ທຣິກນີ້: ຄະແນນແຈັກເປັນຂອງຝ່າຍທ່ານ</translation>
    </message>
    <message>
        <source>it wins the trick for your side: no opponent still to play can beat it</source>
        <translation>ບັດນີ້ຊະນະທຣິກໃຫ້ຝ່າຍທ່ານ: ບໍ່ມີຄູ່ແຂ່ງຄົນໃດທີ່ຍັງບໍ່ທັນຫຼິ້ນຈະຊະນະມັນໄດ້</translation>
    </message>
    <message>
        <source>it hangs their jack</source>
        <translation>ບັດນີ້ແຂວນແຈັກຂອງຄູ່ແຂ່ງ</translation>
    </message>
    <message>
        <source>your jack is safe: the Jack point goes to your side</source>
        <translation>ແຈັກຂອງທ່ານປອດໄພ: ຄະແນນແຈັກເປັນຂອງຝ່າຍທ່ານ</translation>
    </message>
    <message>
        <source>the Jack point goes to your side</source>
        <translation>ຄະແນນແຈັກເປັນຂອງຝ່າຍທ່ານ</translation>
    </message>
    <message>
        <source>it goes over partner&apos;s card</source>
        <translation>ບັດນີ້ສູງກວ່າບັດຂອງຄູ່ຫູທ່ານ</translation>
    </message>
    <message>
        <source>no card of yours can win this trick</source>
        <translation>ບໍ່ມີບັດໃບໃດຂອງທ່ານຊະນະທຣິກນີ້ໄດ້</translation>
    </message>
    <message>
        <source>it keeps {card}, which could take the trick, for later</source>
        <translation>ມັນເກັບ{card} ທີ່ອາດຊະນະທຣິກນີ້ໄດ້ ໄວ້ໃຊ້ພາຍຫຼັງ</translation>
    </message>
    <message>
        <source>leading trumps draws any the other side holds</source>
        <translation>ການນຳດ້ວຍທຣຳຈະດຶງທຣຳທີ່ອີກຝ່າຍມີອອກມາ</translation>
    </message>
    <message>
        <source>the jack of trumps is still out and may fall under it</source>
        <translation>ແຈັກທຣຳຍັງບໍ່ທັນອອກ ແລະ ອາດຕົກລົງໃຕ້ບັດນີ້</translation>
    </message>
    <message>
        <source>the other side has no trumps left</source>
        <translation>ອີກຝ່າຍບໍ່ມີທຣຳເຫຼືອແລ້ວ</translation>
    </message>
    <message>
        <source>partner has no {suit} left and may trump it</source>
        <translation>ຄູ່ຫູຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ ແລະ ອາດຫຼິ້ນທຣຳໃສ່</translation>
    </message>
    <message>
        <source>it leads low and keeps {card}</source>
        <translation>ມັນນຳດ້ວຍບັດຕ່ຳ ແລະ ເກັບ{card}ໄວ້</translation>
    </message>
    <message>
        <source>it is worth nothing for Game</source>
        <translation>ບັດນີ້ບໍ່ມີຄ່າຫຍັງສຳລັບເກມ</translation>
    </message>
    <message>
        <source>it keeps {card} for later</source>
        <translation>ມັນເກັບ{card}ໄວ້ໃຊ້ພາຍຫຼັງ</translation>
    </message>
    <message>
        <source>it spends {card} on a trick partner was sure to win</source>
        <translation>ມັນໃຊ້ {card} ໃນທຣິກທີ່ຄູ່ຫູແນ່ນອນວ່າຈະຊະນະ</translation>
    </message>
    <message>
        <source>a higher trump is still out and may hang your jack</source>
        <translation>ທຣຳທີ່ສູງກວ່າຍັງບໍ່ທັນອອກ ແລະ ອາດແຂວນແຈັກຂອງທ່ານ</translation>
    </message>
    <message>
        <source>it keeps your jack back while a higher trump is still out</source>
        <translation>ມັນເກັບແຈັກຂອງທ່ານໄວ້ ໃນຂະນະທີ່ທຣຳທີ່ສູງກວ່າຍັງບໍ່ທັນອອກ</translation>
    </message>
    <message>
        <source>it keeps {card} to catch their jack, still out</source>
        <translation>ມັນເກັບ {card} ໄວ້ເພື່ອຈັບແຈັກຂອງເຂົາ ທີ່ຍັງບໍ່ທັນອອກ</translation>
    </message>
    <message>
        <source>it spends {card}, which could catch their jack, still out</source>
        <translation>ມັນໃຊ້ {card} ທີ່ອາດຈັບແຈັກຂອງເຂົາ ທີ່ຍັງບໍ່ທັນອອກ</translation>
    </message>
    <message>
        <source>it takes {card} for your side</source>
        <translation>ມັນເອົາ {card} ໃຫ້ຝ່າຍຂອງທ່ານ</translation>
    </message>
    <message>
        <source>it leaves {card} to the other side</source>
        <translation>ມັນປ່ອຍ {card} ໃຫ້ຝ່າຍກົງກັນຂ້າມ</translation>
    </message>
    <message>
        <source>partner is still to play and may win the trick</source>
        <translation>ຄູ່ຫູຍັງບໍ່ທັນຫຼິ້ນ ແລະ ອາດຊະນະທຣິກນີ້</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your right is still to play</source>
        <translation>ຄູ່ຫູຂອງທ່ານກຳລັງຊະນະຢູ່ ແຕ່ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your left is still to play</source>
        <translation>ຄູ່ຫູຂອງທ່ານກຳລັງຊະນະຢູ່ ແຕ່ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your right is still to play</source>
        <translation>ບັດນີ້ຂຶ້ນນຳໃນທຣິກ ເຖິງວ່າຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your left is still to play</source>
        <translation>ບັດນີ້ຂຶ້ນນຳໃນທຣິກ ເຖິງວ່າຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though your opponent is still to play</source>
        <translation>ບັດນີ້ຂຶ້ນນຳໃນທຣິກ ເຖິງວ່າຄູ່ແຂ່ງຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ</translation>
    </message>
    <message>
        <source>the player on your right is still to play and may beat it</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ ແລະ ອາດຊະນະມັນໄດ້</translation>
    </message>
    <message>
        <source>the player on your left is still to play and may beat it</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ ແລະ ອາດຊະນະມັນໄດ້</translation>
    </message>
    <message>
        <source>your opponent is still to play and may beat it</source>
        <translation>ຄູ່ແຂ່ງຂອງທ່ານຍັງບໍ່ທັນຫຼິ້ນ ແລະ ອາດຊະນະມັນໄດ້</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left</source>
        <translation>ຄູ່ແຂ່ງຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your right, and only partner can still take the trick</source>
        <translation>ແຈັກຂອງທ່ານອາດຖືກແຂວນ: {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານຫຼິ້ນຊະນະມັນ ແລະ ມີພຽງຄູ່ຫູທີ່ຍັງເອົາທຣິກໄດ້</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your left, and only partner can still take the trick</source>
        <translation>ແຈັກຂອງທ່ານອາດຖືກແຂວນ: {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານຫຼິ້ນຊະນະມັນ ແລະ ມີພຽງຄູ່ຫູທີ່ຍັງເອົາທຣິກໄດ້</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your right: the Jack point goes to their side</source>
        <translation>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານຫຼິ້ນ: ຄະແນນແຈັກເປັນຂອງຝ່າຍເຂົາ</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your left: the Jack point goes to their side</source>
        <translation>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານຫຼິ້ນ: ຄະແນນແຈັກເປັນຂອງຝ່າຍເຂົາ</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by your opponent: the Jack point goes to their side</source>
        <translation>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຄູ່ແຂ່ງຂອງທ່ານຫຼິ້ນ: ຄະແນນແຈັກເປັນຂອງຝ່າຍເຂົາ</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and may trump it</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ ແລະ ອາດຫຼິ້ນທຣຳໃສ່</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and may trump it</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ ແລະ ອາດຫຼິ້ນທຣຳໃສ່</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and may trump it</source>
        <translation>ຄູ່ແຂ່ງຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ ແລະ ອາດຫຼິ້ນທຣຳໃສ່</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ ແລະ ຖື {card} (ເປີດແລ້ວ) ໄວ້ຫຼິ້ນທຣຳໃສ່</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ ແລະ ຖື {card} (ເປີດແລ້ວ) ໄວ້ຫຼິ້ນທຣຳໃສ່</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>ຄູ່ແຂ່ງຂອງທ່ານບໍ່ມີ{suit}ເຫຼືອ ແລະ ຖື {card} (ເປີດແລ້ວ) ໄວ້ຫຼິ້ນທຣຳໃສ່</translation>
    </message>
    <message>
        <source>it adds 1 point to your side&apos;s count for Game</source>
        <translation>ມັນເພີ່ມ 1 ຄະແນນໃສ່ຄ່າບັດຂອງຝ່າຍທ່ານສຳລັບເກມ</translation>
    </message>
    <message>
        <source>1 point for Game</source>
        <translation>1 ຄະແນນສຳລັບເກມ</translation>
    </message>
    <message>
        <source>it puts 1 more point on the trick</source>
        <translation>ມັນເພີ່ມອີກ 1 ຄະແນນໃສ່ທຣິກ</translation>
    </message>
    <message>
        <source>it gives up 1 point</source>
        <translation>ມັນເສຍ 1 ຄະແນນ</translation>
    </message>
    <message>
        <source>it brings 1 point for Game if your side takes the trick</source>
        <translation>ມັນນຳ 1 ຄະແນນມາໃຫ້ເກມ ຖ້າຝ່າຍທ່ານຊະນະທຣິກ</translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your right: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານຫຼິ້ນ: ແຂວນແຈັກ, %n ຄະແນນໃຫ້ຝ່າຍເຂົາ</numerusform>
            <numerusform>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຂວາຂອງທ່ານຫຼິ້ນ: ແຂວນແຈັກ, %n ຄະແນນໃຫ້ຝ່າຍເຂົາ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your left: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານຫຼິ້ນ: ແຂວນແຈັກ, %n ຄະແນນໃຫ້ຝ່າຍເຂົາ</numerusform>
            <numerusform>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຜູ້ຫຼິ້ນເບື້ອງຊ້າຍຂອງທ່ານຫຼິ້ນ: ແຂວນແຈັກ, %n ຄະແນນໃຫ້ຝ່າຍເຂົາ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by your opponent: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຄູ່ແຂ່ງຂອງທ່ານຫຼິ້ນ: ແຂວນແຈັກ, %n ຄະແນນໃຫ້ຝ່າຍເຂົາ</numerusform>
            <numerusform>ແຈັກຂອງທ່ານເສຍໃຫ້ {card} ທີ່ຄູ່ແຂ່ງຂອງທ່ານຫຼິ້ນ: ແຂວນແຈັກ, %n ຄະແນນໃຫ້ຝ່າຍເຂົາ</numerusform>
        </translation>
    </message>
    <message>
        <source>you hold no {suit}, the trump suit</source>
        <translation>ທ່ານບໍ່ມີ{suit} ເຊິ່ງເປັນດອກທຣຳ</translation>
    </message>
    <message>
        <source>you hold one trump ({suit})</source>
        <translation>ທ່ານມີທຣຳໜຶ່ງໃບ ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n trumps ({suit})</source>
        <translation>
            <numerusform>ທ່ານມີທຣຳ %n ໃບ ({suit})</numerusform>
            <numerusform>ທ່ານມີທຣຳ %n ໃບ ({suit})</numerusform>
        </translation>
    </message>
    <message>
        <source>your side needs {ours}, theirs {theirs}</source>
        <translation>ຝ່າຍທ່ານຕ້ອງການ {ours}, ຝ່າຍເຂົາ {theirs}</translation>
    </message>
    <message numerus="yes">
        <source>it adds %n points to your side&apos;s count for Game</source>
        <translation>
            <numerusform>ມັນເພີ່ມ %n ຄະແນນໃສ່ຄ່າບັດຂອງຝ່າຍທ່ານສຳລັບເກມ</numerusform>
            <numerusform>ມັນເພີ່ມ %n ຄະແນນໃສ່ຄ່າບັດຂອງຝ່າຍທ່ານສຳລັບເກມ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points for Game</source>
        <translation>
            <numerusform>%n ຄະແນນສຳລັບເກມ</numerusform>
            <numerusform>%n ຄະແນນສຳລັບເກມ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it puts %n more points on the trick</source>
        <translation>
            <numerusform>ມັນເພີ່ມອີກ %n ຄະແນນໃສ່ທຣິກ</numerusform>
            <numerusform>ມັນເພີ່ມອີກ %n ຄະແນນໃສ່ທຣິກ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it gives up %n points</source>
        <translation>
            <numerusform>ມັນເສຍ %n ຄະແນນ</numerusform>
            <numerusform>ມັນເສຍ %n ຄະແນນ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it brings %n points for Game if your side takes the trick</source>
        <translation>
            <numerusform>ມັນນຳ %n ຄະແນນມາໃຫ້ເກມ ຖ້າຝ່າຍທ່ານຊະນະທຣິກ</numerusform>
            <numerusform>ມັນນຳ %n ຄະແນນມາໃຫ້ເກມ ຖ້າຝ່າຍທ່ານຊະນະທຣິກ</numerusform>
        </translation>
    </message>
    <message>
        <source>partner&apos;s {rank} is sure to win the trick</source>
        <translation>{rank}ຂອງຄູ່ຫູທ່ານຈະຊະນະທຣິກແນ່ນອນ</translation>
    </message>
    <message>
        <source>partner&apos;s {rank} of trumps is sure to win the trick</source>
        <translation>{rank}ທຣຳຂອງຄູ່ຫູທ່ານຈະຊະນະທຣິກແນ່ນອນ</translation>
    </message>
    <message>
        <source>it is the best trump left</source>
        <translation>ນີ້ແມ່ນທຣຳທີ່ສູງສຸດທີ່ຍັງເຫຼືອ</translation>
    </message>
    <message>
        <source>it is the best club left</source>
        <translation>ນີ້ແມ່ນບັດດອກຈິກທີ່ສູງສຸດທີ່ຍັງເຫຼືອ</translation>
    </message>
    <message>
        <source>it is the best diamond left</source>
        <translation>ນີ້ແມ່ນບັດຂ້າວຫຼາມຕັດທີ່ສູງສຸດທີ່ຍັງເຫຼືອ</translation>
    </message>
    <message>
        <source>it is the best heart left</source>
        <translation>ນີ້ແມ່ນບັດໂພແດງທີ່ສູງສຸດທີ່ຍັງເຫຼືອ</translation>
    </message>
    <message>
        <source>it is the best spade left</source>
        <translation>ນີ້ແມ່ນບັດໂພດຳທີ່ສູງສຸດທີ່ຍັງເຫຼືອ</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for {card}</source>
        <translation>ການຄົ້ນຫາໃຫ້ໂອກາດຊະນະເກມ {chance} ທຽບກັບ {other_chance} ສຳລັບ{card}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for standing</source>
        <translation>ການຄົ້ນຫາໃຫ້ໂອກາດຊະນະເກມ {chance} ທຽບກັບ {other_chance} ສຳລັບການຢືນ</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for begging</source>
        <translation>ການຄົ້ນຫາໃຫ້ໂອກາດຊະນະເກມ {chance} ທຽບກັບ {other_chance} ສຳລັບການຂໍ</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for giving one</source>
        <translation>ການຄົ້ນຫາໃຫ້ໂອກາດຊະນະເກມ {chance} ທຽບກັບ {other_chance} ສຳລັບການໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for running the pack</source>
        <translation>ການຄົ້ນຫາໃຫ້ໂອກາດຊະນະເກມ {chance} ທຽບກັບ {other_chance} ສຳລັບການແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>the search rates it as high as playing {card} ({chance})</source>
        <translation>ການຄົ້ນຫາໃຫ້ຄ່າມັນເທົ່າກັບການຫຼິ້ນ{card} ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as standing ({chance})</source>
        <translation>ການຄົ້ນຫາໃຫ້ຄ່າມັນເທົ່າກັບການຢືນ ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as begging ({chance})</source>
        <translation>ການຄົ້ນຫາໃຫ້ຄ່າມັນເທົ່າກັບການຂໍ ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as giving one ({chance})</source>
        <translation>ການຄົ້ນຫາໃຫ້ຄ່າມັນເທົ່າກັບການໃຫ້ອັນໜຶ່ງ ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as running the pack ({chance})</source>
        <translation>ການຄົ້ນຫາໃຫ້ຄ່າມັນເທົ່າກັບການແຈກເພີ່ມ ({chance})</translation>
    </message>
    <message>
        <source>it is as good as playing {card} at {other_chance}, within the search&apos;s error, and the hint prefers it because the rules of thumb choose it</source>
        <translation>ມັນດີເທົ່າກັບການຫຼິ້ນ{card} ທີ່ {other_chance} ຢູ່ໃນຂອບຄວາມຜິດພາດຂອງການຄົ້ນຫາ ແລະ ຄຳແນະນຳເລືອກມັນ ເພາະກົດທົ່ວໄປເລືອກມັນ</translation>
    </message>
    <message>
        <source>no trump to stand on: the rules say beg</source>
        <translation>ບໍ່ມີທຣຳທີ່ຈະຢືນໄດ້: ກົດບອກໃຫ້ຂໍ</translation>
    </message>
    <message>
        <source>one point from the game: beg (a gift wins it)</source>
        <translation>ຂາດອີກໜຶ່ງຄະແນນກໍຊະນະເກມ: ຂໍ (ຄະແນນທີ່ໄດ້ຮັບຈະເຮັດໃຫ້ຊະນະ)</translation>
    </message>
    <message>
        <source>the dealer&apos;s side is near the game: no new kick for them</source>
        <translation>ຝ່າຍຜູ້ແຈກໃກ້ຈະຊະນະເກມ: ຢ່າໃຫ້ບັດພິກໃໝ່ແກ່ເຂົາ</translation>
    </message>
    <message>
        <source>your trumps are strong enough to play: stand</source>
        <translation>ທຣຳຂອງທ່ານແຂງພໍທີ່ຈະຫຼິ້ນ: ຢືນ</translation>
    </message>
    <message>
        <source>too little in trumps: beg for a point or a new kick</source>
        <translation>ທຣຳໜ້ອຍເກີນໄປ: ຂໍເພື່ອເອົາຄະແນນ ຫຼື ບັດພິກໃໝ່</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>ທາງເລືອກດຽວ</translation>
    </message>
    <message>
        <source>giving one would lose the game: run the pack</source>
        <translation>ການໃຫ້ອັນໜຶ່ງຈະເຮັດໃຫ້ເສຍເກມ: ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>near the game: run the pack for a kick</source>
        <translation>ໃກ້ຈະຊະນະເກມ: ແຈກເພີ່ມເພື່ອເອົາບັດພິກ</translation>
    </message>
    <message>
        <source>this trump suits your hand: keep it and give one</source>
        <translation>ທຣຳນີ້ເໝາະກັບມືຂອງທ່ານ: ຮັກສາໄວ້ ແລະ ໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>you are weak in this trump: run the pack for a new kick</source>
        <translation>ທ່ານອ່ອນໃນທຣຳນີ້: ແຈກເພີ່ມເພື່ອເອົາບັດພິກໃໝ່</translation>
    </message>
    <message>
        <source>giving one is not played: run the pack</source>
        <translation>ບໍ່ຫຼິ້ນການໃຫ້ອັນໜຶ່ງຢູ່ນີ້: ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>giving one is barred at the brink: run the pack</source>
        <translation>ຫ້າມໃຫ້ອັນໜຶ່ງເມື່ອໃກ້ຈົບເກມ: ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>no trump to give one on: the rules say run the pack</source>
        <translation>ບໍ່ມີທຣຳທີ່ຈະໃຫ້ອັນໜຶ່ງໄດ້: ກົດບອກໃຫ້ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>enough trumps, roughly</source>
        <translation>ທຣຳພໍປະມານ</translation>
    </message>
    <message>
        <source>few trumps: beg</source>
        <translation>ທຣຳໜ້ອຍ: ຂໍ</translation>
    </message>
    <message>
        <source>likes the trump</source>
        <translation>ມັກທຣຳນີ້</translation>
    </message>
    <message>
        <source>dislikes the trump: run</source>
        <translation>ບໍ່ມັກທຣຳນີ້: ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>{card} (trumps)</source>
        <translation>{card} (ທຣຳ)</translation>
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
        <translation>ນັ້ນບໍ່ແມ່ນລະຫັດຂອງໂຕະນີ້: ກວດເບິ່ງກັບເຈົ້າພາບ.</translation>
    </message>
    <message>
        <source>That seat is not open to people: the host gave it to a computer.</source>
        <translation>ບ່ອນນັ່ງນັ້ນບໍ່ເປີດໃຫ້ຄົນ: ເຈົ້າພາບໃຫ້ຄອມພິວເຕີແລ້ວ.</translation>
    </message>
    <message>
        <source>Someone else has taken that seat: pick another.</source>
        <translation>ມີຄົນອື່ນນັ່ງບ່ອນນັ້ນແລ້ວ: ເລືອກບ່ອນອື່ນ.</translation>
    </message>
    <message>
        <source>That seat is kept for the friend who sat there in this game: only they can take it back, or the host can give it to you.</source>
        <translation>ບ່ອນນັ່ງນັ້ນເກັບໄວ້ໃຫ້ໝູ່ທີ່ນັ່ງຢູ່ໃນເກມນີ້: ມີແຕ່ເຂົາທີ່ເອົາຄືນໄດ້ ຫຼື ເຈົ້າພາບໃຫ້ທ່ານໄດ້.</translation>
    </message>
    <message>
        <source>That seat is already connected (from another window?).</source>
        <translation>ບ່ອນນັ່ງນັ້ນເຊື່ອມຕໍ່ຢູ່ແລ້ວ (ຈາກໜ້າຕ່າງອື່ນບໍ?).</translation>
    </message>
    <message>
        <source>That seat has not been taken yet: join it without a token.</source>
        <translation>ບ່ອນນັ່ງນັ້ນຍັງບໍ່ມີໃຜນັ່ງ: ເຂົ້າຮ່ວມໂດຍບໍ່ມີໂທເຄັນ.</translation>
    </message>
    <message>
        <source>The table does not have that seat.</source>
        <translation>ໂຕະບໍ່ມີບ່ອນນັ່ງນັ້ນ.</translation>
    </message>
    <message>
        <source>There is no such seat at a {count}-player table.</source>
        <translation>ບໍ່ມີບ່ອນນັ່ງນັ້ນຢູ່ໂຕະຜູ້ຫຼິ້ນ {count} ຄົນ.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ເກມຈົບແລ້ວ.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>ຮອບຈົບແລ້ວ.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not yours.</source>
        <translation>ແມ່ນຕາຂອງ {other} ບໍ່ແມ່ນຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>It is your turn, not {seat}&apos;s.</source>
        <translation>ແມ່ນຕາຂອງທ່ານ ບໍ່ແມ່ນຂອງ {seat}.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not {seat}&apos;s.</source>
        <translation>ແມ່ນຕາຂອງ {other} ບໍ່ແມ່ນຂອງ {seat}.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>ແມ່ນຕາຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>You must stand or beg first.</source>
        <translation>ທ່ານຕ້ອງຢືນ ຫຼື ຂໍກ່ອນ.</translation>
    </message>
    <message>
        <source>{seat} must stand or beg first.</source>
        <translation>{seat} ຕ້ອງຢືນ ຫຼື ຂໍກ່ອນ.</translation>
    </message>
    <message>
        <source>You must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>ທ່ານຕ້ອງຕອບການຂໍ: &quot;ເອົາອັນໜຶ່ງ&quot; ຫຼື ແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>{seat} must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>{seat} ຕ້ອງຕອບການຂໍ: &quot;ເອົາອັນໜຶ່ງ&quot; ຫຼື ແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>You must play a card.</source>
        <translation>ທ່ານຕ້ອງຫຼິ້ນບັດ.</translation>
    </message>
    <message>
        <source>{seat} must play a card.</source>
        <translation>{seat} ຕ້ອງຫຼິ້ນບັດ.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: you must run the pack.</source>
        <translation>&quot;ເອົາອັນໜຶ່ງ&quot; ຈະເຮັດໃຫ້ຝ່າຍທີ່ຂໍຊະນະເກມ: ທ່ານຕ້ອງແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: {seat} must run the pack.</source>
        <translation>&quot;ເອົາອັນໜຶ່ງ&quot; ຈະເຮັດໃຫ້ຝ່າຍທີ່ຂໍຊະນະເກມ: {seat} ຕ້ອງແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>Giving one is not played here: you must run the pack.</source>
        <translation>ບ່ອນນີ້ບໍ່ຫຼິ້ນການໃຫ້ອັນໜຶ່ງ: ທ່ານຕ້ອງແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>Giving one is not played here: {seat} must run the pack.</source>
        <translation>ບ່ອນນີ້ບໍ່ຫຼິ້ນການໃຫ້ອັນໜຶ່ງ: {seat} ຕ້ອງແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not give one: run the pack.</source>
        <translation>ທ່ານບໍ່ມີທຣຳ ຈຶ່ງໃຫ້ອັນໜຶ່ງບໍ່ໄດ້: ແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not give one: run the pack.</source>
        <translation>{seat} ບໍ່ມີທຣຳ ຈຶ່ງໃຫ້ອັນໜຶ່ງບໍ່ໄດ້: ແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not stand: beg.</source>
        <translation>ທ່ານບໍ່ມີທຣຳ ຈຶ່ງຢືນບໍ່ໄດ້: ຂໍ.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not stand: beg.</source>
        <translation>{seat} ບໍ່ມີທຣຳ ຈຶ່ງຢືນບໍ່ໄດ້: ຂໍ.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>ທ່ານບໍ່ມີ{card}.</translation>
    </message>
    <message>
        <source>{seat} does not hold {card}.</source>
        <translation>{seat} ບໍ່ມີ{card}.</translation>
    </message>
    <message>
        <source>You must play the called card, {card}.</source>
        <translation>ທ່ານຕ້ອງຫຼິ້ນບັດທີ່ຖືກເອີ້ນ, {card}.</translation>
    </message>
    <message>
        <source>{seat} must play the called card, {card}.</source>
        <translation>{seat} ຕ້ອງຫຼິ້ນບັດທີ່ຖືກເອີ້ນ, {card}.</translation>
    </message>
    <message>
        <source>You hold trumps; {suit} were led, so play a trump.</source>
        <translation>ທ່ານມີທຣຳ; {suit}ຖືກນຳ ຈຶ່ງຕ້ອງຫຼິ້ນທຣຳ.</translation>
    </message>
    <message>
        <source>{seat} holds trumps; {suit} were led, so play a trump.</source>
        <translation>{seat} ມີທຣຳ; {suit}ຖືກນຳ ຈຶ່ງຕ້ອງຫຼິ້ນທຣຳ.</translation>
    </message>
    <message>
        <source>You may not undertrump {card} while holding other suits.</source>
        <translation>ທ່ານຫຼິ້ນທຣຳຕ່ຳກວ່າ{card}ບໍ່ໄດ້ ເມື່ອຍັງມີຊຸດອື່ນ.</translation>
    </message>
    <message>
        <source>{seat} may not undertrump {card} while holding other suits.</source>
        <translation>{seat} ຫຼິ້ນທຣຳຕ່ຳກວ່າ{card}ບໍ່ໄດ້ ເມື່ອຍັງມີຊຸດອື່ນ.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit or trump.</source>
        <translation>ທ່ານມີ{suit}: ຕາມຊຸດ ຫຼື ຫຼິ້ນທຣຳ.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit or trump.</source>
        <translation>{seat} ມີ{suit}: ຕາມຊຸດ ຫຼື ຫຼິ້ນທຣຳ.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit.</source>
        <translation>ທ່ານມີ{suit}: ຕາມຊຸດ.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit.</source>
        <translation>{seat} ມີ{suit}: ຕາມຊຸດ.</translation>
    </message>
    <message>
        <source>You have no {suit} but hold trumps, so you must trump.</source>
        <translation>ທ່ານບໍ່ມີ{suit} ແຕ່ມີທຣຳ ຈຶ່ງຕ້ອງຫຼິ້ນທຣຳ.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} but holds trumps, so {seat} must trump.</source>
        <translation>{seat} ບໍ່ມີ{suit} ແຕ່ມີທຣຳ ຈຶ່ງຕ້ອງຫຼິ້ນທຣຳ.</translation>
    </message>
    <message>
        <source>You trumped while holding {suit}, so you must lead {suit} or a trump.</source>
        <translation>ທ່ານຫຼິ້ນທຣຳທັງທີ່ມີ{suit} ຈຶ່ງຕ້ອງນຳ{suit} ຫຼື ທຣຳ.</translation>
    </message>
    <message>
        <source>{seat} trumped while holding {suit}, so {seat} must lead {suit} or a trump.</source>
        <translation>{seat} ຫຼິ້ນທຣຳທັງທີ່ມີ{suit} ຈຶ່ງຕ້ອງນຳ{suit} ຫຼື ທຣຳ.</translation>
    </message>
    <message>
        <source>The exposed-card penalty is off: cards out of turn are refused.</source>
        <translation>ໂທດບັດເປີດເຜີຍປິດຢູ່: ບັດທີ່ຫຼິ້ນກ່ອນຕາຖືກປະຕິເສດ.</translation>
    </message>
    <message>
        <source>Cards can be exposed and called only during the play.</source>
        <translation>ບັດຖືກເປີດເຜີຍ ແລະ ເອີ້ນໄດ້ສະເພາະລະຫວ່າງການຫຼິ້ນ.</translation>
    </message>
    <message>
        <source>It is your turn: play the card instead.</source>
        <translation>ແມ່ນຕາຂອງທ່ານ: ຫຼິ້ນບັດແທນ.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn: play the card instead.</source>
        <translation>ແມ່ນຕາຂອງ {seat}: ຫຼິ້ນບັດແທນ.</translation>
    </message>
    <message>
        <source>{card} is already exposed.</source>
        <translation>{card} ຖືກເປີດເຜີຍແລ້ວ.</translation>
    </message>
    <message>
        <source>You cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>ທ່ານເອີ້ນບັດຂອງ {other} ບໍ່ໄດ້: ມີແຕ່ຄູ່ແຂ່ງທີ່ເອີ້ນໄດ້.</translation>
    </message>
    <message>
        <source>{seat} cannot call your card: only opponents may call.</source>
        <translation>{seat} ເອີ້ນບັດຂອງທ່ານບໍ່ໄດ້: ມີແຕ່ຄູ່ແຂ່ງທີ່ເອີ້ນໄດ້.</translation>
    </message>
    <message>
        <source>{seat} cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>{seat} ເອີ້ນບັດຂອງ {other} ບໍ່ໄດ້: ມີແຕ່ຄູ່ແຂ່ງທີ່ເອີ້ນໄດ້.</translation>
    </message>
    <message>
        <source>You cannot call your own card: only opponents may call.</source>
        <translation>ທ່ານເອີ້ນບັດຂອງທ່ານເອງບໍ່ໄດ້: ມີແຕ່ຄູ່ແຂ່ງທີ່ເອີ້ນໄດ້.</translation>
    </message>
    <message>
        <source>{card} has already been called.</source>
        <translation>{card} ຖືກເອີ້ນແລ້ວ.</translation>
    </message>
    <message>
        <source>You have not exposed {card}.</source>
        <translation>ທ່ານບໍ່ໄດ້ເປີດເຜີຍ{card}.</translation>
    </message>
    <message>
        <source>{other} has not exposed {card}.</source>
        <translation>{other} ບໍ່ໄດ້ເປີດເຜີຍ{card}.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for you now.</source>
        <translation>ຕອນນີ້ທ່ານຫຼິ້ນ{card}ບໍ່ໄດ້ຕາມກົດ.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for {other} now.</source>
        <translation>ຕອນນີ້ {other} ຫຼິ້ນ{card}ບໍ່ໄດ້ຕາມກົດ.</translation>
    </message>
    <message>
        <source>The cut for first dealer is already done.</source>
        <translation>ການຕັດຫາຜູ້ແຈກຄົນທຳອິດເຮັດແລ້ວ.</translation>
    </message>
    <message>
        <source>The dealing method is chosen once, by the first dealer.</source>
        <translation>ວິທີແຈກຖືກເລືອກເທື່ອດຽວ ໂດຍຜູ້ແຈກຄົນທຳອິດ.</translation>
    </message>
    <message>
        <source>You deal first and choose how to deal.</source>
        <translation>ທ່ານແຈກກ່ອນ ແລະ ເລືອກວິທີແຈກ.</translation>
    </message>
    <message>
        <source>{other} deals first and chooses how to deal.</source>
        <translation>{other} ແຈກກ່ອນ ແລະ ເລືອກວິທີແຈກ.</translation>
    </message>
    <message>
        <source>Deal in ones or threes, not {detail}.</source>
        <translation>ແຈກເທື່ອລະໃບ ຫຼື ເທື່ອລະສາມໃບ, ບໍ່ແມ່ນ {detail}.</translation>
    </message>
    <message>
        <source>A hand can be dealt only between hands.</source>
        <translation>ແຈກຮອບໄດ້ສະເພາະລະຫວ່າງຮອບ.</translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>ບໍ່ມີຮອບໃດກຳລັງຫຼິ້ນ.</translation>
    </message>
    <message>
        <source>No hand has been dealt yet.</source>
        <translation>ຍັງບໍ່ມີການແຈກຮອບໃດ.</translation>
    </message>
    <message>
        <source>{detail} is not a decision.</source>
        <translation>{detail} ບໍ່ແມ່ນການຕັດສິນໃຈ.</translation>
    </message>
    <message>
        <source>You answered for {other}.</source>
        <translation>ທ່ານຕອບແທນ {other}.</translation>
    </message>
    <message>
        <source>{seat} answered for you.</source>
        <translation>{seat} ຕອບແທນທ່ານ.</translation>
    </message>
    <message>
        <source>{seat} answered for {other}.</source>
        <translation>{seat} ຕອບແທນ {other}.</translation>
    </message>
    <message>
        <source>You answered for yourself.</source>
        <translation>ທ່ານຕອບແທນຕົວເອງ.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Export is available once the hand is over.</source>
        <translation>ສົ່ງອອກໄດ້ເມື່ອຮອບຈົບແລ້ວ.</translation>
    </message>
    <message>
        <source>This hand is still being played: you see it as you saw it at the table. Export is available once the hand is over.</source>
        <translation>ຮອບນີ້ຍັງຫຼິ້ນຢູ່: ທ່ານເຫັນມັນຄືທີ່ເຫັນຢູ່ໂຕະ. ສົ່ງອອກໄດ້ເມື່ອຮອບຈົບແລ້ວ.</translation>
    </message>
    <message>
        <source>Kick: {points} to {side}.</source>
        <translation>ບັດພິກ: {points} ໃຫ້ {side}.</translation>
    </message>
    <message>
        <source>Beg (take one): {points} to {side}.</source>
        <translation>ຂໍ (ເອົາອັນໜຶ່ງ): {points} ໃຫ້ {side}.</translation>
    </message>
    <message>
        <source>High: {points} to {side}.</source>
        <translation>ສູງ: {points} ໃຫ້ {side}.</translation>
    </message>
    <message>
        <source>Low: {points} to {side}.</source>
        <translation>ຕ່ຳ: {points} ໃຫ້ {side}.</translation>
    </message>
    <message>
        <source>Jack: {points} to {side}.</source>
        <translation>ແຈັກ: {points} ໃຫ້ {side}.</translation>
    </message>
    <message>
        <source>Hang Jack: {points} to {side}.</source>
        <translation>ແຂວນແຈັກ: {points} ໃຫ້ {side}.</translation>
    </message>
    <message>
        <source>Game: {points} to {side}.</source>
        <translation>ເກມ: {points} ໃຫ້ {side}.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the disk is full.</source>
        <translation>ບັນທຶກຮອບໄວ້ທີ່ {path} ບໍ່ໄດ້: ດິສກ໌ເຕັມ.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder cannot be written to (it is read-only, or not yours).</source>
        <translation>ບັນທຶກຮອບໄວ້ທີ່ {path} ບໍ່ໄດ້: ຂຽນໃສ່ໂຟນເດີບໍ່ໄດ້ (ມັນອ່ານໄດ້ຢ່າງດຽວ ຫຼື ບໍ່ແມ່ນຂອງທ່ານ).</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder does not exist.</source>
        <translation>ບັນທຶກຮອບໄວ້ທີ່ {path} ບໍ່ໄດ້: ບໍ່ມີໂຟນເດີນັ້ນ.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: {reason}.</source>
        <translation>ບັນທຶກຮອບໄວ້ທີ່ {path} ບໍ່ໄດ້: {reason}.</translation>
    </message>
    <message>
        <source>The pack ran out and was dealt again.</source>
        <translation>ກອງບັດໝົດ ແລະ ຖືກແຈກໃໝ່.</translation>
    </message>
    <message>
        <source>The kick is {card}.</source>
        <translation>ບັດພິກແມ່ນ{card}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The kick is {card} (after {earlier}).</source>
        <translation>ບັດພິກແມ່ນ{card} (ຫຼັງຈາກ {earlier}).</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game to</source>
        <translation>ເກມເຖິງ</translation>
    </message>
    <message>
        <source>The score a side must reach to win the game.</source>
        <translation>ຄະແນນທີ່ຝ່າຍໜຶ່ງຕ້ອງໄດ້ຮອດເພື່ອຊະນະເກມ.</translation>
    </message>
    <message>
        <source>14 points</source>
        <translation>14 ຄະແນນ</translation>
    </message>
    <message>
        <source>7 points</source>
        <translation>7 ຄະແນນ</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 ຄະແນນ</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 ຄະແນນ</translation>
    </message>
    <message>
        <source>22 points</source>
        <translation>22 ຄະແນນ</translation>
    </message>
    <message>
        <source>to {value}</source>
        <translation>ເຖິງ {value}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>ຜູ້ຫຼິ້ນ</translation>
    </message>
    <message>
        <source>Four in two partnerships, or one against one.</source>
        <translation>ສີ່ຄົນເປັນສອງທີມ ຫຼື ໜຶ່ງຕໍ່ໜຶ່ງ.</translation>
    </message>
    <message>
        <source>Four players: you and a partner</source>
        <translation>ຜູ້ຫຼິ້ນສີ່ຄົນ: ທ່ານ ແລະ ຄູ່ຫູ</translation>
    </message>
    <message>
        <source>Two players: one against one</source>
        <translation>ຜູ້ຫຼິ້ນສອງຄົນ: ໜຶ່ງຕໍ່ໜຶ່ງ</translation>
    </message>
    <message>
        <source>{value} players</source>
        <translation>ຜູ້ຫຼິ້ນ {value} ຄົນ</translation>
    </message>
    <message>
        <source>Kick scores</source>
        <translation>ຄະແນນບັດພິກ</translation>
    </message>
    <message>
        <source>What the dealer&apos;s side scores for the card turned up as the kick.</source>
        <translation>ຄະແນນທີ່ຝ່າຍຜູ້ແຈກໄດ້ຈາກບັດທີ່ພິກຂຶ້ນເປັນບັດພິກ.</translation>
    </message>
    <message>
        <source>Trinidad: ace 1, six 2, jack 3</source>
        <translation>Trinidad: ເອສ 1, ຫົກ 2, ແຈັກ 3</translation>
    </message>
    <message>
        <source>Tobago: ace 1, two 2, jack 3</source>
        <translation>Tobago: ເອສ 1, ສອງ 2, ແຈັກ 3</translation>
    </message>
    <message>
        <source>Tobago kicks</source>
        <translation>ບັດພິກແບບ Tobago</translation>
    </message>
    <message>
        <source>Hang jack</source>
        <translation>ແຂວນແຈັກ</translation>
    </message>
    <message>
        <source>Whether the jack of trumps captured by the other side scores more for them.</source>
        <translation>ແຈັກທຣຳທີ່ຝ່າຍກົງກັນຂ້າມຈັບໄດ້ ໃຫ້ຄະແນນພວກເຂົາຫຼາຍກວ່າຫຼືບໍ່.</translation>
    </message>
    <message>
        <source>on: points to the side that hangs it</source>
        <translation>ເປີດ: ຄະແນນໃຫ້ຝ່າຍທີ່ແຂວນມັນ</translation>
    </message>
    <message>
        <source>off: the jack is 1 to whoever wins it</source>
        <translation>ປິດ: ແຈັກໄດ້ 1 ຄະແນນໃຫ້ຜູ້ທີ່ຊະນະມັນ</translation>
    </message>
    <message>
        <source>no hang jack</source>
        <translation>ບໍ່ມີແຂວນແຈັກ</translation>
    </message>
    <message>
        <source>Hang jack worth</source>
        <translation>ຄ່າຂອງແຂວນແຈັກ</translation>
    </message>
    <message>
        <source>What hanging the jack scores.</source>
        <translation>ຄະແນນທີ່ໄດ້ຈາກການແຂວນແຈັກ.</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 ຄະແນນ</translation>
    </message>
    <message>
        <source>6 points (tournament play)</source>
        <translation>6 ຄະແນນ (ແບບແຂ່ງຂັນ)</translation>
    </message>
    <message>
        <source>hang jack {value}</source>
        <translation>ແຂວນແຈັກ {value}</translation>
    </message>
    <message>
        <source>Game is worth</source>
        <translation>ຄ່າຂອງເກມ</translation>
    </message>
    <message>
        <source>What the side with more card points scores for Game.</source>
        <translation>ຄະແນນເກມທີ່ຝ່າຍທີ່ມີຄ່າບັດຫຼາຍກວ່າໄດ້ຮັບ.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 ຄະແນນ</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 ຄະແນນ</translation>
    </message>
    <message>
        <source>game worth 2</source>
        <translation>ເກມມີຄ່າ 2</translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation>ເກມສະເໝີ</translation>
    </message>
    <message>
        <source>Who scores Game when the card points are equal.</source>
        <translation>ໃຜໄດ້ຄະແນນເກມ ເມື່ອຄ່າບັດເທົ່າກັນ.</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>ບໍ່ມີໃຜໄດ້ຄະແນນ</translation>
    </message>
    <message>
        <source>the non-dealer&apos;s side scores</source>
        <translation>ຝ່າຍທີ່ບໍ່ແມ່ນຜູ້ແຈກໄດ້ຄະແນນ</translation>
    </message>
    <message>
        <source>tied game to non-dealer</source>
        <translation>ເກມສະເໝີໃຫ້ຝ່າຍບໍ່ແມ່ນຜູ້ແຈກ</translation>
    </message>
    <message>
        <source>Take one at the brink</source>
        <translation>ເອົາອັນໜຶ່ງຕອນໃກ້ຊະນະ</translation>
    </message>
    <message>
        <source>Whether the dealer may give one when it would give the beggars the game.</source>
        <translation>ຜູ້ແຈກໃຫ້ອັນໜຶ່ງໄດ້ຫຼືບໍ່ ເມື່ອມັນຈະເຮັດໃຫ້ຝ່າຍທີ່ຂໍຊະນະເກມ.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>ອະນຸຍາດ</translation>
    </message>
    <message>
        <source>dealer must run the pack if it would end the game</source>
        <translation>ຜູ້ແຈກຕ້ອງແຈກເພີ່ມ ຖ້າມັນຈະເຮັດໃຫ້ເກມຈົບ</translation>
    </message>
    <message>
        <source>no giving one at the brink</source>
        <translation>ບໍ່ໃຫ້ອັນໜຶ່ງຕອນໃກ້ຊະນະ</translation>
    </message>
    <message>
        <source>Out of the suit led</source>
        <translation>ບໍ່ມີຊຸດທີ່ນຳ</translation>
    </message>
    <message>
        <source>What a player with none of the suit led may play.</source>
        <translation>ສິ່ງທີ່ຜູ້ຫຼິ້ນທີ່ບໍ່ມີຊຸດທີ່ນຳຫຼິ້ນໄດ້.</translation>
    </message>
    <message>
        <source>play any card</source>
        <translation>ຫຼິ້ນບັດໃດກໍໄດ້</translation>
    </message>
    <message>
        <source>must trump if able</source>
        <translation>ຕ້ອງຫຼິ້ນທຣຳຖ້າເຮັດໄດ້</translation>
    </message>
    <message>
        <source>void must trump</source>
        <translation>ບໍ່ມີຊຸດຕ້ອງຫຼິ້ນທຣຳ</translation>
    </message>
    <message>
        <source>Undertrumping</source>
        <translation>ຫຼິ້ນທຣຳຕ່ຳກວ່າ</translation>
    </message>
    <message>
        <source>Whether a trump lower than one already in a plain-suit trick may be played.</source>
        <translation>ຫຼິ້ນທຣຳທີ່ຕ່ຳກວ່າທຣຳທີ່ຢູ່ໃນທຣິກຊຸດທຳມະດາແລ້ວໄດ້ຫຼືບໍ່.</translation>
    </message>
    <message>
        <source>not allowed unless holding only trumps</source>
        <translation>ບໍ່ອະນຸຍາດ ເວັ້ນເສຍແຕ່ມີແຕ່ທຣຳ</translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation>ບໍ່ຫຼິ້ນທຣຳຕ່ຳກວ່າ</translation>
    </message>
    <message>
        <source>Cards shown out of turn</source>
        <translation>ບັດທີ່ສະແດງກ່ອນຕາ</translation>
    </message>
    <message>
        <source>Whether a card played out of turn stays exposed for the opponents to call.</source>
        <translation>ບັດທີ່ຫຼິ້ນກ່ອນຕາຍັງເປີດເຜີຍໄວ້ໃຫ້ຄູ່ແຂ່ງເອີ້ນໄດ້ຫຼືບໍ່.</translation>
    </message>
    <message>
        <source>stay face up and may be called</source>
        <translation>ຫງາຍໄວ້ ແລະ ເອີ້ນໄດ້</translation>
    </message>
    <message>
        <source>are simply refused</source>
        <translation>ຖືກປະຕິເສດເທົ່ານັ້ນ</translation>
    </message>
    <message>
        <source>no exposed-card penalty</source>
        <translation>ບໍ່ມີໂທດບັດເປີດເຜີຍ</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>ຢືນ</translation>
    </message>
    <message>
        <source>Whether first hand may stand without a trump.</source>
        <translation>ຜູ້ຫຼິ້ນທຳອິດຢືນໄດ້ຫຼືບໍ່ ເມື່ອບໍ່ມີທຣຳ.</translation>
    </message>
    <message>
        <source>on any hand</source>
        <translation>ດ້ວຍມືໃດກໍໄດ້</translation>
    </message>
    <message>
        <source>only holding a trump; else first hand begs</source>
        <translation>ສະເພາະເມື່ອມີທຣຳ; ຖ້າບໍ່ມີ ຜູ້ຫຼິ້ນທຳອິດຂໍ</translation>
    </message>
    <message>
        <source>stand needs a trump</source>
        <translation>ຢືນຕ້ອງມີທຣຳ</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>ເອົາອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>Whether the dealer may give one without a trump.</source>
        <translation>ຜູ້ແຈກໃຫ້ອັນໜຶ່ງໄດ້ຫຼືບໍ່ ເມື່ອບໍ່ມີທຣຳ.</translation>
    </message>
    <message>
        <source>only holding a trump; else the pack is run</source>
        <translation>ສະເພາະເມື່ອມີທຣຳ; ຖ້າບໍ່ມີ ກໍແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>give needs a trump</source>
        <translation>ໃຫ້ອັນໜຶ່ງຕ້ອງມີທຣຳ</translation>
    </message>
    <message>
        <source>Giving one</source>
        <translation>ການໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>Whether the dealer may answer a beg with one point.</source>
        <translation>ຜູ້ແຈກຕອບການຂໍດ້ວຍໜຶ່ງຄະແນນໄດ້ຫຼືບໍ່.</translation>
    </message>
    <message>
        <source>never: a beg always runs the pack</source>
        <translation>ບໍ່ເຄີຍ: ການຂໍຕ້ອງແຈກເພີ່ມທຸກເທື່ອ</translation>
    </message>
    <message>
        <source>never give one</source>
        <translation>ບໍ່ເຄີຍໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>Pack runs out</source>
        <translation>ກອງບັດໝົດ</translation>
    </message>
    <message>
        <source>What happens when running the pack turns up no new suit.</source>
        <translation>ສິ່ງທີ່ເກີດຂຶ້ນເມື່ອການແຈກເພີ່ມບໍ່ໄດ້ຊຸດໃໝ່.</translation>
    </message>
    <message>
        <source>the same dealer deals again</source>
        <translation>ຜູ້ແຈກຄົນເກົ່າແຈກໃໝ່</translation>
    </message>
    <message>
        <source>turn the cards left as kicks until a new suit</source>
        <translation>ພິກບັດທີ່ເຫຼືອເປັນບັດພິກຈົນໄດ້ຊຸດໃໝ່</translation>
    </message>
    <message>
        <source>pack out: kicks</source>
        <translation>ກອງບັດໝົດ: ບັດພິກ</translation>
    </message>
    <message>
        <source>Trump and follow</source>
        <translation>ທຣຳແລ້ວຕາມ</translation>
    </message>
    <message>
        <source>Whether trumping while holding the suit led binds your next lead.</source>
        <translation>ການຫຼິ້ນທຣຳທັງທີ່ມີຊຸດທີ່ນຳ ຜູກມັດການນຳເທື່ອຕໍ່ໄປຂອງທ່ານຫຼືບໍ່.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ປິດ</translation>
    </message>
    <message>
        <source>trump holding the suit led: next lead that suit or a trump</source>
        <translation>ຫຼິ້ນທຣຳທັງທີ່ມີຊຸດທີ່ນຳ: ເທື່ອຕໍ່ໄປຕ້ອງນຳຊຸດນັ້ນ ຫຼື ທຣຳ</translation>
    </message>
    <message>
        <source>trump and follow</source>
        <translation>ທຣຳແລ້ວຕາມ</translation>
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
        <translation>ຫຼິ້ນບັດໃບທີ 1 … 9, 10, 11, 12 ໃນມືຂອງທ່ານ ນັບຈາກຊ້າຍ</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, then &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, ແລ້ວ &lt;b&gt;Enter&lt;/b&gt; ຫຼື &lt;b&gt;Space&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move to a playable card and play it</source>
        <translation>ເລື່ອນໄປຫາບັດທີ່ຫຼິ້ນໄດ້ ແລ້ວຫຼິ້ນມັນ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; ຫຼື &lt;b&gt;Space&lt;/b&gt;</translation>
    </message>
    <message>
        <source>answer a question or a panel with its first button (Stand, Take one, Next hand, Rematch)</source>
        <translation>ຕອບຄຳຖາມ ຫຼື ແຜງດ້ວຍປຸ່ມທຳອິດຂອງມັນ (ຢືນ, ເອົາອັນໜຶ່ງ, ຮອບຕໍ່ໄປ, ຫຼິ້ນອີກເທື່ອ)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt;</translation>
    </message>
    <message>
        <source>dismiss an explanation in the status line</source>
        <translation>ປິດຄຳອະທິບາຍໃນແຖບສະຖານະ</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt;</source>
        <translation>&lt;b&gt;H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>hint: what the expert would do, and why</source>
        <translation>ຄຳແນະນຳ: ຜູ້ຊ່ຽວຊານຈະເຮັດແນວໃດ ແລະ ເປັນຫຍັງ</translation>
    </message>
    <message>
        <source>&lt;b&gt;L&lt;/b&gt;</source>
        <translation>&lt;b&gt;L&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the last trick, face up (or point at a won pile)</source>
        <translation>ທຣິກຫຼ້າສຸດ ຫງາຍໜ້າ (ຫຼື ຊີ້ໃສ່ກອງທີ່ຊະນະ)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Z&lt;/b&gt;</translation>
    </message>
    <message>
        <source>take back your last decision of the hand</source>
        <translation>ຖອນຄືນການຕັດສິນໃຈຫຼ້າສຸດຂອງທ່ານໃນຮອບນີ້</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+H&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>score history</source>
        <translation>ປະຫວັດຄະແນນ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+N&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>ເກມໃໝ່</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a six {six}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>ຜູ້ແຈກຄົນທຳອິດແມ່ນຜູ້ທີ່ຕັດໄດ້ບັດສູງສຸດ. ຜູ້ແຈກແຈກບັດໃຫ້ຄົນລະຫົກໃບ ເທື່ອລະໃບ ຫຼື ເທື່ອລະສາມໃບ (ເລືອກເທື່ອດຽວສຳລັບທັງເກມ) ເລີ່ມຈາກຜູ້ຫຼິ້ນທາງຂວາ (&lt;i&gt;ຜູ້ຫຼິ້ນທຳອິດ&lt;/i&gt;). ບັດໃບຕໍ່ໄປຖືກພິກຂຶ້ນ: ນັ້ນແມ່ນ&lt;b&gt;ບັດພິກ&lt;/b&gt;. ຊຸດຂອງມັນເປັນທຣຳ. ບັດພິກເປັນເອສໄດ້ {ace} ຄະແນນ, ເປັນຫົກໄດ້ {six}, ເປັນແຈັກໄດ້ {jack} ໃຫ້ຝ່າຍຜູ້ແຈກທັນທີ.</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a two {two}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>ຜູ້ແຈກຄົນທຳອິດແມ່ນຜູ້ທີ່ຕັດໄດ້ບັດສູງສຸດ. ຜູ້ແຈກແຈກບັດໃຫ້ຄົນລະຫົກໃບ ເທື່ອລະໃບ ຫຼື ເທື່ອລະສາມໃບ (ເລືອກເທື່ອດຽວສຳລັບທັງເກມ) ເລີ່ມຈາກຜູ້ຫຼິ້ນທາງຂວາ (&lt;i&gt;ຜູ້ຫຼິ້ນທຳອິດ&lt;/i&gt;). ບັດໃບຕໍ່ໄປຖືກພິກຂຶ້ນ: ນັ້ນແມ່ນ&lt;b&gt;ບັດພິກ&lt;/b&gt;. ຊຸດຂອງມັນເປັນທຣຳ. ບັດພິກເປັນເອສໄດ້ {ace} ຄະແນນ, ເປັນສອງໄດ້ {two}, ເປັນແຈັກໄດ້ {jack} ໃຫ້ຝ່າຍຜູ້ແຈກທັນທີ.</translation>
    </message>
    <message>
        <source>First hand looks at their cards and says &lt;b&gt;&quot;Stand&quot;&lt;/b&gt; (play with this trump) or &lt;b&gt;&quot;I beg&quot;&lt;/b&gt;.</source>
        <translation>ຜູ້ຫຼິ້ນທຳອິດເບິ່ງບັດຂອງຕົນ ແລ້ວເວົ້າວ່າ &lt;b&gt;&quot;ຢືນ&quot;&lt;/b&gt; (ຫຼິ້ນດ້ວຍທຣຳນີ້) ຫຼື &lt;b&gt;&quot;ຂ້ອຍຂໍ&quot;&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>In this game first hand may stand only while holding a trump (a card of the kick&apos;s suit); without one, first hand must beg.</source>
        <translation>ໃນເກມນີ້ ຜູ້ຫຼິ້ນທຳອິດຢືນໄດ້ສະເພາະເມື່ອມີທຣຳ (ບັດຊຸດດຽວກັບບັດພິກ); ຖ້າບໍ່ມີ ຜູ້ຫຼິ້ນທຳອິດຕ້ອງຂໍ.</translation>
    </message>
    <message>
        <source>To a beg the dealer always &lt;b&gt;runs the pack&lt;/b&gt; (giving one is never played in this game): three more cards each and a new kick.</source>
        <translation>ເມື່ອມີການຂໍ ຜູ້ແຈກ&lt;b&gt;ແຈກເພີ່ມ&lt;/b&gt;ທຸກເທື່ອ (ເກມນີ້ບໍ່ຫຼິ້ນການໃຫ້ອັນໜຶ່ງ): ບັດເພີ່ມຄົນລະສາມໃບ ແລະ ບັດພິກໃໝ່.</translation>
    </message>
    <message>
        <source>To a beg the dealer either says &lt;b&gt;&quot;Take one&quot;&lt;/b&gt; (the beggars score a point and trumps stay) or &lt;b&gt;runs the pack&lt;/b&gt;: three more cards each and a new kick.</source>
        <translation>ເມື່ອມີການຂໍ ຜູ້ແຈກຈະເວົ້າວ່າ &lt;b&gt;&quot;ເອົາອັນໜຶ່ງ&quot;&lt;/b&gt; (ຝ່າຍທີ່ຂໍໄດ້ໜຶ່ງຄະແນນ ແລະ ທຣຳຄືເກົ່າ) ຫຼື &lt;b&gt;ແຈກເພີ່ມ&lt;/b&gt;: ບັດເພີ່ມຄົນລະສາມໃບ ແລະ ບັດພິກໃໝ່.</translation>
    </message>
    <message>
        <source>The dealer may say &quot;Take one&quot; only while holding a trump; without one, the pack is run.</source>
        <translation>ຜູ້ແຈກເວົ້າວ່າ &quot;ເອົາອັນໜຶ່ງ&quot; ໄດ້ສະເພາະເມື່ອມີທຣຳ; ຖ້າບໍ່ມີ ກໍຕ້ອງແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the dealer turns the cards left one at a time as kicks (each scoring like a kick) until one of a new suit sets trumps, with no more dealing; only if none does, the same dealer shuffles and deals again.</source>
        <translation>ຖ້າບັດພິກໃໝ່ເປັນຊຸດເດີມ ຜູ້ແຈກແຈກເພີ່ມອີກ ຈົນກວ່າຈະໄດ້ຊຸດໃໝ່; ຖ້າກອງບັດໝົດກ່ອນ ຜູ້ແຈກພິກບັດທີ່ເຫຼືອເທື່ອລະໃບເປັນບັດພິກ (ແຕ່ລະໃບໄດ້ຄະແນນຄືບັດພິກ) ຈົນກວ່າບັດຊຸດໃໝ່ຈະກຳນົດທຣຳ ໂດຍບໍ່ແຈກອີກ; ຖ້າບໍ່ມີໃບໃດເປັນຊຸດໃໝ່ ຜູ້ແຈກຄົນເກົ່າຈຶ່ງສັບບັດ ແລະ ແຈກໃໝ່.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the same dealer shuffles and deals again.</source>
        <translation>ຖ້າບັດພິກໃໝ່ເປັນຊຸດເດີມ ຜູ້ແຈກແຈກເພີ່ມອີກ ຈົນກວ່າຈະໄດ້ຊຸດໃໝ່; ຖ້າກອງບັດໝົດກ່ອນ ຜູ້ແຈກຄົນເກົ່າສັບບັດ ແລະ ແຈກໃໝ່.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you must trump if you can, otherwise play anything. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>ຜູ້ຫຼິ້ນທຳອິດນຳກ່ອນ. ຖ້ານຳດ້ວຍຊຸດທຳມະດາ ທ່ານຕ້ອງຕາມຊຸດ &lt;b&gt;ຫຼື ຫຼິ້ນທຣຳ&lt;/b&gt;; ຖ້າບໍ່ມີຊຸດທີ່ນຳ ທ່ານຕ້ອງຫຼິ້ນທຣຳຖ້າເຮັດໄດ້ ບໍ່ດັ່ງນັ້ນຫຼິ້ນໃບໃດກໍໄດ້. ຖ້ານຳດ້ວຍທຣຳ ທ່ານຕ້ອງຫຼິ້ນທຣຳຖ້າມີ. ທຣຳສູງສຸດຊະນະທຣິກ ຖ້າບໍ່ມີທຣຳ ບັດສູງສຸດຂອງຊຸດທີ່ນຳຊະນະ; ຜູ້ຊະນະນຳຕໍ່ໄປ.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you may play any card. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>ຜູ້ຫຼິ້ນທຳອິດນຳກ່ອນ. ຖ້ານຳດ້ວຍຊຸດທຳມະດາ ທ່ານຕ້ອງຕາມຊຸດ &lt;b&gt;ຫຼື ຫຼິ້ນທຣຳ&lt;/b&gt;; ຖ້າບໍ່ມີຊຸດທີ່ນຳ ທ່ານຫຼິ້ນບັດໃດກໍໄດ້. ຖ້ານຳດ້ວຍທຣຳ ທ່ານຕ້ອງຫຼິ້ນທຣຳຖ້າມີ. ທຣຳສູງສຸດຊະນະທຣິກ ຖ້າບໍ່ມີທຣຳ ບັດສູງສຸດຂອງຊຸດທີ່ນຳຊະນະ; ຜູ້ຊະນະນຳຕໍ່ໄປ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trump and follow&lt;/b&gt;: if you trump a plain-suit trick while still holding that suit, at your next lead you must lead that suit or a trump.</source>
        <translation>&lt;b&gt;ທຣຳແລ້ວຕາມ&lt;/b&gt;: ຖ້າທ່ານຫຼິ້ນທຣຳໃນທຣິກຊຸດທຳມະດາ ທັງທີ່ຍັງມີຊຸດນັ້ນຢູ່ ເມື່ອທ່ານນຳເທື່ອຕໍ່ໄປ ທ່ານຕ້ອງນຳຊຸດນັ້ນ ຫຼື ທຣຳ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; hang jack is off: it is always 1 point.</source>
        <translation>&lt;b&gt;ແຈັກ&lt;/b&gt;: 1 ຄະແນນໃຫ້ຝ່າຍທີ່ຊະນະແຈັກທຣຳໃນທຣິກ; ແຂວນແຈັກປິດຢູ່: ມັນໄດ້ 1 ຄະແນນທຸກເທື່ອ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 6 points to them.</source>
        <translation>&lt;b&gt;ແຈັກ&lt;/b&gt;: 1 ຄະແນນໃຫ້ຝ່າຍທີ່ຊະນະແຈັກທຣຳໃນທຣິກ; ຖ້າຝ່າຍກົງກັນຂ້າມຈັບມັນໄດ້ ນັ້ນແມ່ນ&lt;b&gt;ແຂວນແຈັກ&lt;/b&gt;: 6 ຄະແນນໃຫ້ພວກເຂົາ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 3 points to them.</source>
        <translation>&lt;b&gt;ແຈັກ&lt;/b&gt;: 1 ຄະແນນໃຫ້ຝ່າຍທີ່ຊະນະແຈັກທຣຳໃນທຣິກ; ຖ້າຝ່າຍກົງກັນຂ້າມຈັບມັນໄດ້ ນັ້ນແມ່ນ&lt;b&gt;ແຂວນແຈັກ&lt;/b&gt;: 3 ຄະແນນໃຫ້ພວກເຂົາ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie scores nothing.</source>
        <translation>&lt;b&gt;ເກມ&lt;/b&gt;: ນັບບັດທີ່ຊະນະມາ: ເອສ 4, ຄິງ 3, ຄວີນ 2, ແຈັກ 1, ສິບ 10. ຍອດລວມທີ່ສູງກວ່າໄດ້ 1 ຄະແນນ. ຖ້າສະເໝີ ບໍ່ມີໃຜໄດ້.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;ເກມ&lt;/b&gt;: ນັບບັດທີ່ຊະນະມາ: ເອສ 4, ຄິງ 3, ຄວີນ 2, ແຈັກ 1, ສິບ 10. ຍອດລວມທີ່ສູງກວ່າໄດ້ 1 ຄະແນນ. ຖ້າສະເໝີ ຝ່າຍທີ່ບໍ່ແມ່ນຜູ້ແຈກໄດ້.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie scores nothing.</source>
        <translation>&lt;b&gt;ເກມ&lt;/b&gt;: ນັບບັດທີ່ຊະນະມາ: ເອສ 4, ຄິງ 3, ຄວີນ 2, ແຈັກ 1, ສິບ 10. ຍອດລວມທີ່ສູງກວ່າໄດ້ 2 ຄະແນນ. ຖ້າສະເໝີ ບໍ່ມີໃຜໄດ້.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;ເກມ&lt;/b&gt;: ນັບບັດທີ່ຊະນະມາ: ເອສ 4, ຄິງ 3, ຄວີນ 2, ແຈັກ 1, ສິບ 10. ຍອດລວມທີ່ສູງກວ່າໄດ້ 2 ຄະແນນ. ຖ້າສະເໝີ ຝ່າຍທີ່ບໍ່ແມ່ນຜູ້ແຈກໄດ້.</translation>
    </message>
    <message>
        <source>&lt;b&gt;High&lt;/b&gt;: 1 to the side dealt the highest trump.</source>
        <translation>&lt;b&gt;ສູງ&lt;/b&gt;: 1 ຄະແນນໃຫ້ຝ່າຍທີ່ໄດ້ຮັບແຈກທຣຳສູງສຸດ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Low&lt;/b&gt;: 1 to the side dealt the lowest trump (whoever wins it).</source>
        <translation>&lt;b&gt;ຕ່ຳ&lt;/b&gt;: 1 ຄະແນນໃຫ້ຝ່າຍທີ່ໄດ້ຮັບແຈກທຣຳຕ່ຳສຸດ (ບໍ່ວ່າໃຜຈະຊະນະມັນ).</translation>
    </message>
    <message>
        <source>All Fours, the Trinidad way</source>
        <translation>All Fours ແບບ Trinidad</translation>
    </message>
    <message>
        <source>Four players in two partnerships, partners facing each other (or one against one). Deal and play go to the &lt;b&gt;right&lt;/b&gt;. A full 52-card pack; aces high.</source>
        <translation>ຜູ້ຫຼິ້ນສີ່ຄົນເປັນສອງທີມ ຄູ່ຫູນັ່ງກົງກັນຂ້າມ (ຫຼື ໜຶ່ງຕໍ່ໜຶ່ງ). ການແຈກ ແລະ ການຫຼິ້ນໄປທາງ&lt;b&gt;ຂວາ&lt;/b&gt;. ໃຊ້ບັດເຕັມ 52 ໃບ; ເອສສູງສຸດ.</translation>
    </message>
    <message>
        <source>The first side to reach &lt;b&gt;{target}&lt;/b&gt; wins at once, even in the middle of the counting or on a kick.</source>
        <translation>ຝ່າຍທຳອິດທີ່ໄດ້ຮອດ &lt;b&gt;{target}&lt;/b&gt; ຊະນະທັນທີ ເຖິງແມ່ນຈະຢູ່ກາງການນັບ ຫຼື ຈາກບັດພິກ.</translation>
    </message>
    <message>
        <source>The deal and the kick</source>
        <translation>ການແຈກ ແລະ ບັດພິກ</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>ຢືນ ຫຼື ຂໍ</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>ການຫຼິ້ນ</translation>
    </message>
    <message>
        <source>Scoring, in this order</source>
        <translation>ການນັບຄະແນນ ຕາມລຳດັບນີ້</translation>
    </message>
    <message>
        <source>This game&apos;s options</source>
        <translation>ຕົວເລືອກຂອງເກມນີ້</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>ປຸ່ມກົດ</translation>
    </message>
    <message>
        <source>Rules of All Fours</source>
        <translation>ກົດລະບຽບຂອງ All Fours</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Hand {number} · to {target}</source>
        <translation>ຮອບທີ {number} · ເຖິງ {target}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>ເກມເຖິງ {target}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>ທຣຳ</translation>
    </message>
    <message>
        <source>Card points {us} – {them}</source>
        <translation>ຄ່າບັດ {us} – {them}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand finished yet. The first to {target} wins.</source>
        <translation>ຍັງບໍ່ມີຮອບໃດຈົບ. ຝ່າຍທຳອິດທີ່ໄດ້ຮອດ {target} ຊະນະ.</translation>
    </message>
    <message>
        <source>After hand {number}: {us} {our_score}, {them} {their_score}. The first to {target} wins.</source>
        <translation>ຫຼັງຮອບທີ {number}: {us} {our_score}, {them} {their_score}. ຝ່າຍທຳອິດທີ່ໄດ້ຮອດ {target} ຊະນະ.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>ຮອບ</translation>
    </message>
    <message>
        <source>{target} to win</source>
        <translation>{target} ເພື່ອຊະນະ</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your game history can be written again: this game is saved, with every decision made while it could not be.</source>
        <translation>ປະຫວັດເກມຂອງທ່ານຂຽນໄດ້ອີກແລ້ວ: ເກມນີ້ຖືກບັນທຶກ ພ້ອມທຸກການຕັດສິນໃຈທີ່ເຮັດໃນຂະນະທີ່ບັນທຶກບໍ່ໄດ້.</translation>
    </message>
    <message>
        <source>This game cannot be saved just now: {problem}. Play on: every decision is kept, and written as soon as the history takes it.</source>
        <translation>ບັນທຶກເກມນີ້ບໍ່ໄດ້ໃນຕອນນີ້: {problem}. ຫຼິ້ນຕໍ່ໄປ: ທຸກການຕັດສິນໃຈຖືກເກັບໄວ້ ແລະ ຈະຂຽນລົງທັນທີທີ່ປະຫວັດຮັບໄດ້.</translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation>ຮອບຈົບແລ້ວ: ບໍ່ມີຫຍັງໃຫ້ຖອນຄືນ.</translation>
    </message>
    <message>
        <source>You have made no decision in this hand yet.</source>
        <translation>ທ່ານຍັງບໍ່ໄດ້ຕັດສິນໃຈຫຍັງໃນຮອບນີ້.</translation>
    </message>
    <message>
        <source>The lock file {file} in {folder} could not be read, nor moved out of the way ({problem}); its game cannot be played until that file is removed.</source>
        <translation>ອ່ານໄຟລ໌ລັອກ {file} ໃນ {folder} ບໍ່ໄດ້ ແລະ ຍ້າຍອອກກໍບໍ່ໄດ້ ({problem}); ເກມຂອງມັນຫຼິ້ນບໍ່ໄດ້ຈົນກວ່າຈະລຶບໄຟລ໌ນັ້ນອອກ.</translation>
    </message>
    <message>
        <source>The lock file of a game in progress ({file}) could not be read; it was kept as {kept}, and the game can be played again.</source>
        <translation>ອ່ານໄຟລ໌ລັອກຂອງເກມທີ່ກຳລັງຫຼິ້ນ ({file}) ບໍ່ໄດ້; ມັນຖືກເກັບໄວ້ເປັນ {kept} ແລະ ເກມຫຼິ້ນໄດ້ອີກ.</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>ຢືນ</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>ຂໍ</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>ເອົາອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>Run the pack</source>
        <translation>ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>No hint available: {problem}</source>
        <translation>ບໍ່ມີຄຳແນະນຳ: {problem}</translation>
    </message>
    <message>
        <source>Deal in threes: the usual way in Trinidad, and quicker. One at a time or in threes, the cards are as random either way.</source>
        <translation>ແຈກເທື່ອລະສາມໃບ: ວິທີທີ່ນິຍົມໃນ Trinidad ແລະ ໄວກວ່າ. ເທື່ອລະໃບ ຫຼື ເທື່ອລະສາມໃບ ບັດກໍສຸ່ມເທົ່າກັນ.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>ຫຼິ້ນ{card}</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game): {why}.</source>
        <translation>{advice} (ໂອກາດຊະນະເກມ {chance}): {why}.</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game).</source>
        <translation>{advice} (ໂອກາດຊະນະເກມ {chance}).</translation>
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
        <translation>ໃນທຸກທາງທີ່ບັດທີ່ທ່ານບໍ່ເຫັນອາດຈະຢູ່ ທາງນີ້ດີທີ່ສຸດ</translation>
    </message>
    <message>
        <source>it is still stuck on an earlier decision</source>
        <translation>ມັນຍັງຄ້າງຢູ່ກັບການຕັດສິນໃຈກ່ອນໜ້າ</translation>
    </message>
    <message>
        <source>no answer in {seconds} s</source>
        <translation>ບໍ່ມີຄຳຕອບໃນ {seconds} ວິນາທີ</translation>
    </message>
    <message>
        <source>it chose an illegal move ({reason})</source>
        <translation>ມັນເລືອກທາງທີ່ຜິດກົດ ({reason})</translation>
    </message>
    <message>
        <source>Wait for your turn: {name} is to play.</source>
        <translation>ລໍຖ້າຕາຂອງທ່ານ: ແມ່ນຕາຂອງ {name}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is not text</source>
        <translation>ບໍ່ແມ່ນຂໍ້ຄວາມ</translation>
    </message>
    <message>
        <source>is not {kind} ({listed} or {last})</source>
        <translation>ບໍ່ແມ່ນ{kind} ({listed} ຫຼື {last})</translation>
    </message>
    <message>
        <source>is not a language ({codes}, or nothing for the system&apos;s)</source>
        <translation>ບໍ່ແມ່ນພາສາ ({codes} ຫຼື ວ່າງໄວ້ສຳລັບພາສາຂອງລະບົບ)</translation>
    </message>
    <message>
        <source>a card back</source>
        <translation>ຫຼັງບັດ</translation>
    </message>
    <message>
        <source>is neither true nor false</source>
        <translation>ບໍ່ແມ່ນທັງຈິງ ແລະ ເທັດ</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>ຫວ່າງເປົ່າ</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>ຍາວກວ່າ {limit} ຕົວອັກສອນ</translation>
    </message>
    <message>
        <source>has a control character in it</source>
        <translation>ມີຕົວອັກສອນຄວບຄຸມຢູ່</translation>
    </message>
    <message>
        <source>cannot be used ({reason})</source>
        <translation>ໃຊ້ບໍ່ໄດ້ ({reason})</translation>
    </message>
    <message>
        <source>is not a saved window size and place</source>
        <translation>ບໍ່ແມ່ນຂະໜາດ ແລະ ບ່ອນຂອງໜ້າຕ່າງທີ່ບັນທຶກໄວ້</translation>
    </message>
    <message>
        <source>is not a port number (0 to 65535)</source>
        <translation>ບໍ່ແມ່ນເລກພອດ (0 ຫາ 65535)</translation>
    </message>
    <message>
        <source>is not a number of seconds from {least} to {most}</source>
        <translation>ບໍ່ແມ່ນຈຳນວນວິນາທີຈາກ {least} ຫາ {most}</translation>
    </message>
    <message>
        <source>is not a seat at a table</source>
        <translation>ບໍ່ແມ່ນບ່ອນນັ່ງຢູ່ໂຕະ</translation>
    </message>
    <message>
        <source>is not a server&apos;s address</source>
        <translation>ບໍ່ແມ່ນທີ່ຢູ່ຂອງເຊີບເວີ</translation>
    </message>
    <message>
        <source>is not a list of files</source>
        <translation>ບໍ່ແມ່ນລາຍການໄຟລ໌</translation>
    </message>
    <message>
        <source>a speed</source>
        <translation>ຄວາມໄວ</translation>
    </message>
    <message>
        <source>normal speed is used instead</source>
        <translation>ໃຊ້ຄວາມໄວປົກກະຕິແທນ</translation>
    </message>
    <message>
        <source>the red back is used instead</source>
        <translation>ໃຊ້ຫຼັງບັດສີແດງແທນ</translation>
    </message>
    <message>
        <source>two-colour suits are used instead</source>
        <translation>ໃຊ້ຊຸດສອງສີແທນ</translation>
    </message>
    <message>
        <source>the strict table is off</source>
        <translation>ປິດໂຕະເຂັ້ມງວດ</translation>
    </message>
    <message>
        <source>card points are shown</source>
        <translation>ສະແດງຄ່າບັດ</translation>
    </message>
    <message>
        <source>the usual table colours are used</source>
        <translation>ໃຊ້ສີໂຕະປົກກະຕິ</translation>
    </message>
    <message>
        <source>cards are sized to the window</source>
        <translation>ຂະໜາດບັດຕາມໜ້າຕ່າງ</translation>
    </message>
    <message>
        <source>cards move as usual</source>
        <translation>ບັດເຄື່ອນທີ່ຕາມປົກກະຕິ</translation>
    </message>
    <message>
        <source>every card played is said</source>
        <translation>ບອກທຸກບັດທີ່ຖືກຫຼິ້ນ</translation>
    </message>
    <message>
        <source>3 seconds a decision are used instead</source>
        <translation>ໃຊ້ 3 ວິນາທີຕໍ່ການຕັດສິນໃຈແທນ</translation>
    </message>
    <message>
        <source>the standard rules are used instead</source>
        <translation>ໃຊ້ກົດລະບຽບມາດຕະຖານແທນ</translation>
    </message>
    <message>
        <source>{name} is used instead</source>
        <translation>ໃຊ້ {name} ແທນ</translation>
    </message>
    <message>
        <source>a level</source>
        <translation>ລະດັບ</translation>
    </message>
    <message>
        <source>medium is used instead</source>
        <translation>ໃຊ້ລະດັບປານກາງແທນ</translation>
    </message>
    <message>
        <source>the system&apos;s language is used instead</source>
        <translation>ໃຊ້ພາສາຂອງລະບົບແທນ</translation>
    </message>
    <message>
        <source>Learn to Play is offered again at the next start</source>
        <translation>ຈະສະເໜີຮຽນຫຼິ້ນອີກເມື່ອເປີດຄັ້ງຕໍ່ໄປ</translation>
    </message>
    <message>
        <source>the window opens at its usual size instead</source>
        <translation>ໜ້າຕ່າງເປີດດ້ວຍຂະໜາດປົກກະຕິແທນ</translation>
    </message>
    <message>
        <source>port {port} is offered instead</source>
        <translation>ສະເໜີພອດ {port} ແທນ</translation>
    </message>
    <message>
        <source>you type it again when you host or join</source>
        <translation>ທ່ານພິມມັນອີກເມື່ອເປີດ ຫຼື ເຂົ້າຮ່ວມໂຕະ</translation>
    </message>
    <message>
        <source>you type it again when you join</source>
        <translation>ທ່ານພິມມັນອີກເມື່ອເຂົ້າຮ່ວມໂຕະ</translation>
    </message>
    <message>
        <source>a new code is made when you host again</source>
        <translation>ຈະສ້າງລະຫັດໃໝ່ເມື່ອທ່ານເປີດໂຕະອີກ</translation>
    </message>
    <message>
        <source>you join that table afresh</source>
        <translation>ທ່ານເຂົ້າຮ່ວມໂຕະນັ້ນໃໝ່</translation>
    </message>
    <message>
        <source>the public mailbox server is used instead</source>
        <translation>ໃຊ້ເຊີບເວີກ່ອງຈົດໝາຍສາທາລະນະແທນ</translation>
    </message>
    <message>
        <source>the public transit relay is used instead</source>
        <translation>ໃຊ້ເຊີບເວີສົ່ງຕໍ່ສາທາລະນະແທນ</translation>
    </message>
    <message>
        <source>a place</source>
        <translation>ສະຖານທີ່</translation>
    </message>
    <message>
        <source>a table on this network is offered first</source>
        <translation>ຈະສະເໜີໂຕະໃນເຄືອຂ່າຍນີ້ກ່ອນ</translation>
    </message>
    <message>
        <source>a game you saved elsewhere is not taken back by itself: it stays in its file</source>
        <translation>ເກມທີ່ທ່ານບັນທຶກໄວ້ບ່ອນອື່ນຈະບໍ່ຖືກນຳກັບມາເອງ: ມັນຍັງຢູ່ໃນໄຟລ໌ຂອງມັນ</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>ຄວາມໄວພາບເຄື່ອນໄຫວ</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>ຫຼັງບັດ</translation>
    </message>
    <message>
        <source>the four-colour suits choice</source>
        <translation>ການເລືອກຊຸດສີ່ສີ</translation>
    </message>
    <message>
        <source>the strict table choice</source>
        <translation>ການເລືອກໂຕະເຂັ້ມງວດ</translation>
    </message>
    <message>
        <source>the card points choice</source>
        <translation>ການເລືອກຄ່າບັດ</translation>
    </message>
    <message>
        <source>the high-contrast choice</source>
        <translation>ການເລືອກຄວາມຄົມຊັດສູງ</translation>
    </message>
    <message>
        <source>the large cards choice</source>
        <translation>ການເລືອກບັດໃຫຍ່</translation>
    </message>
    <message>
        <source>the reduce motion choice</source>
        <translation>ການເລືອກຫຼຸດການເຄື່ອນໄຫວ</translation>
    </message>
    <message>
        <source>the screen reader&apos;s choice</source>
        <translation>ການເລືອກຂອງໂປຣແກຣມອ່ານໜ້າຈໍ</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>ກົດລະບຽບ</translation>
    </message>
    <message>
        <source>the coach&apos;s thinking time</source>
        <translation>ເວລາຄິດຂອງຄູຝຶກ</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>ພາສາ</translation>
    </message>
    <message>
        <source>whether Learn to Play was offered</source>
        <translation>ການສະເໜີຮຽນຫຼິ້ນ</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>ຂະໜາດ ແລະ ບ່ອນຂອງໜ້າຕ່າງ</translation>
    </message>
    <message>
        <source>your table&apos;s port</source>
        <translation>ພອດຂອງໂຕະທ່ານ</translation>
    </message>
    <message>
        <source>your name at tables</source>
        <translation>ຊື່ຂອງທ່ານຢູ່ໂຕະ</translation>
    </message>
    <message>
        <source>the last table&apos;s address</source>
        <translation>ທີ່ຢູ່ຂອງໂຕະຫຼ້າສຸດ</translation>
    </message>
    <message>
        <source>the last table&apos;s code</source>
        <translation>ລະຫັດຂອງໂຕະຫຼ້າສຸດ</translation>
    </message>
    <message>
        <source>your table&apos;s code</source>
        <translation>ລະຫັດຂອງໂຕະທ່ານ</translation>
    </message>
    <message>
        <source>your seat at the last table</source>
        <translation>ບ່ອນນັ່ງຂອງທ່ານຢູ່ໂຕະຫຼ້າສຸດ</translation>
    </message>
    <message>
        <source>the mailbox server of internet tables</source>
        <translation>ເຊີບເວີກ່ອງຈົດໝາຍຂອງໂຕະອິນເຕີເນັດ</translation>
    </message>
    <message>
        <source>the transit relay of internet tables</source>
        <translation>ເຊີບເວີສົ່ງຕໍ່ຂອງໂຕະອິນເຕີເນັດ</translation>
    </message>
    <message>
        <source>where your last table&apos;s friends were</source>
        <translation>ບ່ອນທີ່ໝູ່ຂອງໂຕະຫຼ້າສຸດຂອງທ່ານຢູ່</translation>
    </message>
    <message>
        <source>the games you saved elsewhere</source>
        <translation>ເກມທີ່ທ່ານບັນທຶກໄວ້ບ່ອນອື່ນ</translation>
    </message>
    <message>
        <source>{name}&apos;s level</source>
        <translation>ລະດັບຂອງ {name}</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>ຊື່ຂອງທ່ານ</translation>
    </message>
    <message>
        <source>the name of player {number}</source>
        <translation>ຊື່ຂອງຜູ້ຫຼິ້ນ {number}</translation>
    </message>
    <message>
        <source>a value of the wrong kind</source>
        <translation>ຄ່າທີ່ຜິດປະເພດ</translation>
    </message>
    <message>
        <source>Your settings file could not be read, nor moved out of the way; the defaults are in use.</source>
        <translation>ອ່ານໄຟລ໌ການຕັ້ງຄ່າຂອງທ່ານບໍ່ໄດ້ ແລະ ຍ້າຍອອກກໍບໍ່ໄດ້; ກຳລັງໃຊ້ຄ່າເລີ່ມຕົ້ນ.</translation>
    </message>
    <message>
        <source>Your settings file could not be read; it was kept as {file} and the defaults are in use.</source>
        <translation>ອ່ານໄຟລ໌ການຕັ້ງຄ່າຂອງທ່ານບໍ່ໄດ້; ມັນຖືກເກັບໄວ້ເປັນ {file} ແລະ ກຳລັງໃຊ້ຄ່າເລີ່ມຕົ້ນ.</translation>
    </message>
    <message>
        <source>Your settings had {what} in a form that could not be read; {fallback}.</source>
        <translation>ການຕັ້ງຄ່າຂອງທ່ານມີ{what}ໃນຮູບແບບທີ່ອ່ານບໍ່ໄດ້; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings had {value} as {what}, which {why}; {fallback}.</source>
        <translation>ການຕັ້ງຄ່າຂອງທ່ານມີ {value} ເປັນ{what}, ເຊິ່ງ{why}; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings file could not be copied, so it was left as it is; these problems will show again next time.</source>
        <translation>ສຳເນົາໄຟລ໌ການຕັ້ງຄ່າຂອງທ່ານບໍ່ໄດ້ ຈຶ່ງປະໄວ້ຄືເກົ່າ; ບັນຫາເຫຼົ່ານີ້ຈະສະແດງອີກເທື່ອໜ້າ.</translation>
    </message>
    <message>
        <source>Your settings file as it was is kept as {file}.</source>
        <translation>ໄຟລ໌ການຕັ້ງຄ່າເດີມຂອງທ່ານຖືກເກັບໄວ້ເປັນ {file}.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ຊ້າ</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ປົກກະຕິ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>ໄວ</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>ທັນທີ</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>ແດງ</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>ຟ້າ</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>ຂຽວ</translation>
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
        <translation>ການຕັ້ງຄ່າ</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (diamonds blue, clubs green)</source>
        <translation>ຊຸດສີ່ສີ (ຂ້າວຫຼາມຕັດສີຟ້າ, ດອກຈິກສີຂຽວ)(&amp;F)</translation>
    </message>
    <message>
        <source>S&amp;trict table: a card clicked out of turn is exposed</source>
        <translation>ໂຕະເຂັ້ມງວດ: ບັດທີ່ຄລິກກ່ອນຕາຈະຖືກເປີດເຜີຍ(&amp;T)</translation>
    </message>
    <message>
        <source>Show each side&apos;s card &amp;points for Game during the hand</source>
        <translation>ສະແດງຄ່າບັດຂອງແຕ່ລະຝ່າຍສຳລັບເກມ ລະຫວ່າງຮອບ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black, white and yellow)</source>
        <translation>ໂຕະຄວາມຄົມຊັດສູງ (ດຳ, ຂາວ ແລະ ເຫຼືອງ)(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Large cards (as large as the window allows)</source>
        <translation>ບັດໃຫຍ່ (ໃຫຍ່ເທົ່າທີ່ໜ້າຕ່າງໃຫ້ໄດ້)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion: cards fade into place instead of flying</source>
        <translation>ຫຼຸດການເຄື່ອນໄຫວ: ບັດຄ່ອຍໆປາກົດແທນການບິນ(&amp;R)</translation>
    </message>
    <message>
        <source>A screen reader is told &amp;every card played (else each trick in one line)</source>
        <translation>ໂປຣແກຣມອ່ານໜ້າຈໍຈະບອກທຸກບັດທີ່ຖືກຫຼິ້ນ (ຖ້າບໍ່ດັ່ງນັ້ນ ແຕ່ລະທຣິກໃນແຖວດຽວ)(&amp;E)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>ຄວາມໄວພາບເຄື່ອນໄຫວ(&amp;S)</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>ຫຼັງບັດ(&amp;B)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> ວິ</translation>
    </message>
    <message>
        <source>How long the coach thinks about each decision when it analyses a hand (on a typical machine): longer is surer, and slower</source>
        <translation>ຄູຝຶກຄິດແຕ່ລະການຕັດສິນໃຈດົນປານໃດເມື່ອວິເຄາະຮອບໜຶ່ງ (ໃນເຄື່ອງທົ່ວໄປ): ດົນກວ່າແມ່ນແນ່ນອນກວ່າ ແລະ ຊ້າກວ່າ</translation>
    </message>
    <message>
        <source>Coach&apos;s thinking time a &amp;decision</source>
        <translation>ເວລາຄິດຂອງຄູຝຶກຕໍ່ການຕັດສິນໃຈ(&amp;D)</translation>
    </message>
    <message>
        <source>the public one (ws://relay.magic-wormhole.io)</source>
        <translation>ເຊີບເວີສາທາລະນະ (ws://relay.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The magic-wormhole mailbox server that internet tables meet through, like ws://example.org:4000/v1</source>
        <translation>ເຊີບເວີກ່ອງຈົດໝາຍ magic-wormhole ທີ່ໂຕະອິນເຕີເນັດໃຊ້ພົບກັນ ເຊັ່ນ ws://example.org:4000/v1</translation>
    </message>
    <message>
        <source>the public one (transit.magic-wormhole.io)</source>
        <translation>ເຊີບເວີສາທາລະນະ (transit.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The transit relay that carries an internet table when the computers cannot reach each other directly, like tcp:example.org:4001</source>
        <translation>ເຊີບເວີສົ່ງຕໍ່ທີ່ພາໂຕະອິນເຕີເນັດ ເມື່ອຄອມພິວເຕີເຊື່ອມຫາກັນໂດຍກົງບໍ່ໄດ້ ເຊັ່ນ tcp:example.org:4001</translation>
    </message>
    <message>
        <source>Internet tables&apos; mailbo&amp;x server</source>
        <translation>ເຊີບເວີກ່ອງຈົດໝາຍຂອງໂຕະອິນເຕີເນັດ(&amp;X)</translation>
    </message>
    <message>
        <source>Internet tables&apos; transit rela&amp;y</source>
        <translation>ເຊີບເວີສົ່ງຕໍ່ຂອງໂຕະອິນເຕີເນັດ(&amp;Y)</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1 (or empty, for the public one).</source>
        <translation>ເຊີບເວີກ່ອງຈົດໝາຍເປັນທີ່ຢູ່ເຊັ່ນ ws://example.org:4000/v1 (ຫຼື ວ່າງໄວ້ ສຳລັບເຊີບເວີສາທາລະນະ).</translation>
    </message>
    <message>
        <source>The transit relay is an address like tcp:example.org:4001 (or empty, for the public one).</source>
        <translation>ເຊີບເວີສົ່ງຕໍ່ເປັນທີ່ຢູ່ເຊັ່ນ tcp:example.org:4001 (ຫຼື ວ່າງໄວ້ ສຳລັບເຊີບເວີສາທາລະນະ).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Your game history ({path}) was written by a newer version of All Fours. It was left exactly as it is, and this version does not open it: the games you play now are not saved. Install the newer version to see your history.</source>
        <translation>ປະຫວັດເກມຂອງທ່ານ ({path}) ຖືກຂຽນໂດຍ All Fours ລຸ້ນໃໝ່ກວ່າ. ມັນຖືກປະໄວ້ຄືເກົ່າທຸກຢ່າງ ແລະ ລຸ້ນນີ້ບໍ່ເປີດມັນ: ເກມທີ່ທ່ານຫຼິ້ນດຽວນີ້ຈະບໍ່ຖືກບັນທຶກ. ຕິດຕັ້ງລຸ້ນໃໝ່ກວ່າເພື່ອເບິ່ງປະຫວັດຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>Your game history in {folder} could not be opened ({reason}). Nothing was changed there; the games you play now are not saved.</source>
        <translation>ເປີດປະຫວັດເກມຂອງທ່ານໃນ {folder} ບໍ່ໄດ້ ({reason}). ບໍ່ມີຫຍັງຖືກປ່ຽນຢູ່ທີ່ນັ້ນ; ເກມທີ່ທ່ານຫຼິ້ນດຽວນີ້ຈະບໍ່ຖືກບັນທຶກ.</translation>
    </message>
    <message>
        <source>Your game history ({path}) cannot be used just now: {reason}. It was left exactly as it is: nothing in it is lost. Play on; All Fours tries again as you play, and saves this game as soon as it can.</source>
        <translation>ປະຫວັດເກມຂອງທ່ານ ({path}) ໃຊ້ບໍ່ໄດ້ໃນຕອນນີ້: {reason}. ມັນຖືກປະໄວ້ຄືເກົ່າທຸກຢ່າງ: ບໍ່ມີຫຍັງເສຍ. ຫຼິ້ນຕໍ່ໄປ; All Fours ຈະລອງອີກໃນຂະນະທີ່ທ່ານຫຼິ້ນ ແລະ ບັນທຶກເກມນີ້ທັນທີທີ່ເຮັດໄດ້.</translation>
    </message>
    <message>
        <source>Your game in progress (score {score}) is open in another window: play it there. This window deals a new game.</source>
        <translation>ເກມທີ່ທ່ານກຳລັງຫຼິ້ນ (ຄະແນນ {score}) ເປີດຢູ່ໃນໜ້າຕ່າງອື່ນ: ຫຼິ້ນມັນຢູ່ທີ່ນັ້ນ. ໜ້າຕ່າງນີ້ແຈກເກມໃໝ່.</translation>
    </message>
    <message>
        <source>Any game in progress stays in your history as it was: resume it once the history can be used again. Here is a new game.</source>
        <translation>ເກມທີ່ກຳລັງຫຼິ້ນຢູ່ຍັງຢູ່ໃນປະຫວັດຂອງທ່ານຄືເກົ່າ: ຫຼິ້ນຕໍ່ເມື່ອໃຊ້ປະຫວັດໄດ້ອີກ. ນີ້ແມ່ນເກມໃໝ່.</translation>
    </message>
    <message>
        <source>There was no unfinished game to resume: here is a new one.</source>
        <translation>ບໍ່ມີເກມທີ່ຍັງບໍ່ຈົບໃຫ້ຫຼິ້ນຕໍ່: ນີ້ແມ່ນເກມໃໝ່.</translation>
    </message>
    <message>
        <source>All Fours cannot open its window: Qt&apos;s X11 libraries {libraries} are not installed. Install them with: {command}</source>
        <translation>All Fours ເປີດໜ້າຕ່າງຂອງມັນບໍ່ໄດ້: ຫ້ອງສະໝຸດ X11 ຂອງ Qt ({libraries}) ບໍ່ໄດ້ຕິດຕັ້ງ. ຕິດຕັ້ງພວກມັນດ້ວຍ: {command}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>ສະຖິຕິ</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>ອ່ານປະຫວັດຂອງທ່ານບໍ່ໄດ້: {reason}</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Kick</source>
        <translation>ບັດພິກ</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>ເອົາອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>High</source>
        <translation>ສູງ</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>ຕ່ຳ</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ແຈັກ</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>ແຂວນແຈັກ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ເກມ</translation>
    </message>
    <message>
        <source>{side} {number} — {other} {other_number}</source>
        <translation>{side} {number} — {other} {other_number}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>ທຣຳ</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>ບໍ່ໄດ້ແຈກ</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>ຄ່າບັດ</translation>
    </message>
    <message>
        <source>{category}: {points} to {side}</source>
        <translation>{category}: {points} ໃຫ້ {side}</translation>
    </message>
    <message>
        <source>{category}: not counted, the game was already won</source>
        <translation>{category}: ບໍ່ນັບ, ເກມຖືກຊະນະແລ້ວ</translation>
    </message>
    <message>
        <source>Game: not counted, card points tied {left}–{right}</source>
        <translation>ເກມ: ບໍ່ນັບ, ຄ່າບັດສະເໝີ {left}–{right}</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>ບໍ່ມີຄະແນນ</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ຄະແນນທີ່ໄດ້</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ຄະແນນລວມ</translation>
    </message>
    <message>
        <source>{label}: {value}.</source>
        <translation>{label}: {value}.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>ຂໍ</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>A face-down card</source>
        <translation>ບັດທີ່ຂວ້ຳໄວ້</translation>
    </message>
    <message>
        <source>In your hand, playable</source>
        <translation>ຢູ່ໃນມືຂອງທ່ານ, ຫຼິ້ນໄດ້</translation>
    </message>
    <message>
        <source>In your hand, not playable now</source>
        <translation>ຢູ່ໃນມືຂອງທ່ານ, ຕອນນີ້ຫຼິ້ນບໍ່ໄດ້</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>ຢູ່ໃນມືຂອງທ່ານ</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>ບັດພິກ</translation>
    </message>
    <message>
        <source>No trumps yet</source>
        <translation>ຍັງບໍ່ມີທຣຳ</translation>
    </message>
    <message>
        <source>In the trick: you led it</source>
        <translation>ໃນທຣິກ: ທ່ານນຳມັນ</translation>
    </message>
    <message>
        <source>In the trick: {name} led it</source>
        <translation>ໃນທຣິກ: {name} ນຳມັນ</translation>
    </message>
    <message>
        <source>In the trick: played by you</source>
        <translation>ໃນທຣິກ: ທ່ານຫຼິ້ນ</translation>
    </message>
    <message>
        <source>In the trick: played by {name}</source>
        <translation>ໃນທຣິກ: {name} ຫຼິ້ນ</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>ໂຕະບັດ</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first} &amp; {second}</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>ບັດພິກ</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>ເອົາອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>High</source>
        <translation>ສູງ</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>ຕ່ຳ</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ແຈັກ</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>ແຂວນແຈັກ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ເກມ</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>ດອກຈິກເປັນທຣຳ</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>ຂ້າວຫຼາມຕັດເປັນທຣຳ</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>ໂພແດງເປັນທຣຳ</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>ໂພດຳເປັນທຣຳ</translation>
    </message>
    <message>
        <source>Kicked an ace!</source>
        <translation>ພິກໄດ້ເອສ!</translation>
    </message>
    <message>
        <source>Kicked a six!</source>
        <translation>ພິກໄດ້ຫົກ!</translation>
    </message>
    <message>
        <source>Kicked a jack!</source>
        <translation>ພິກໄດ້ແຈັກ!</translation>
    </message>
    <message>
        <source>Dealing in ones</source>
        <translation>ແຈກເທື່ອລະໃບ</translation>
    </message>
    <message>
        <source>Dealing in threes</source>
        <translation>ແຈກເທື່ອລະສາມໃບ</translation>
    </message>
    <message>
        <source>{name} stood</source>
        <translation>{name} ຢືນ</translation>
    </message>
    <message>
        <source>You stood</source>
        <translation>ທ່ານຢືນ</translation>
    </message>
    <message>
        <source>you stood</source>
        <translation>ທ່ານຢືນ</translation>
    </message>
    <message>
        <source>{name} begged</source>
        <translation>{name} ຂໍ</translation>
    </message>
    <message>
        <source>You begged</source>
        <translation>ທ່ານຂໍ</translation>
    </message>
    <message>
        <source>you begged</source>
        <translation>ທ່ານຂໍ</translation>
    </message>
    <message>
        <source>{name} gave one</source>
        <translation>{name} ໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>You gave one</source>
        <translation>ທ່ານໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>you gave one</source>
        <translation>ທ່ານໃຫ້ອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>{name} ran the pack</source>
        <translation>{name} ແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>You ran the pack</source>
        <translation>ທ່ານແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>you ran the pack</source>
        <translation>ທ່ານແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>{name} ran the pack, new deal</source>
        <translation>{name} ແຈກເພີ່ມ, ແຈກໃໝ່</translation>
    </message>
    <message>
        <source>You ran the pack, new deal</source>
        <translation>ທ່ານແຈກເພີ່ມ, ແຈກໃໝ່</translation>
    </message>
    <message>
        <source>you ran the pack, new deal</source>
        <translation>ທ່ານແຈກເພີ່ມ, ແຈກໃໝ່</translation>
    </message>
    <message>
        <source>{name} ran the pack twice</source>
        <translation>{name} ແຈກເພີ່ມສອງເທື່ອ</translation>
    </message>
    <message>
        <source>You ran the pack twice</source>
        <translation>ທ່ານແຈກເພີ່ມສອງເທື່ອ</translation>
    </message>
    <message>
        <source>you ran the pack twice</source>
        <translation>ທ່ານແຈກເພີ່ມສອງເທື່ອ</translation>
    </message>
    <message>
        <source>{name} ran the pack twice, new deal</source>
        <translation>{name} ແຈກເພີ່ມສອງເທື່ອ, ແຈກໃໝ່</translation>
    </message>
    <message>
        <source>You ran the pack twice, new deal</source>
        <translation>ທ່ານແຈກເພີ່ມສອງເທື່ອ, ແຈກໃໝ່</translation>
    </message>
    <message>
        <source>you ran the pack twice, new deal</source>
        <translation>ທ່ານແຈກເພີ່ມສອງເທື່ອ, ແຈກໃໝ່</translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation>ຂ້ອຍແຈກກ່ອນ</translation>
    </message>
    <message>
        <source>Dealing in {method}</source>
        <translation>ແຈກແບບ {method}</translation>
    </message>
    <message>
        <source>Pack ran out: new deal</source>
        <translation>ກອງບັດໝົດ: ແຈກໃໝ່</translation>
    </message>
    <message>
        <source>Pack ran out: turning the rest as kicks</source>
        <translation>ກອງບັດໝົດ: ພິກບັດທີ່ເຫຼືອເປັນບັດພິກ</translation>
    </message>
    <message>
        <source>Kicked {card}!</source>
        <translation>ພິກໄດ້{card}!</translation>
    </message>
    <message>
        <source>{category}: {side} +{points}</source>
        <translation>{category}: {side} +{points}</translation>
    </message>
    <message>
        <source>I stand</source>
        <translation>ຂ້ອຍຢືນ</translation>
    </message>
    <message>
        <source>I beg</source>
        <translation>ຂ້ອຍຂໍ</translation>
    </message>
    <message>
        <source>Take one</source>
        <comment>the dealer&apos;s answer to a beg</comment>
        <translation>ເອົາອັນໜຶ່ງ</translation>
    </message>
    <message>
        <source>Same suit: again!</source>
        <translation>ຊຸດເດີມ: ອີກເທື່ອ!</translation>
    </message>
    <message>
        <source>I&apos;ll run the pack</source>
        <translation>ຂ້ອຍຈະແຈກເພີ່ມ</translation>
    </message>
    <message>
        <source>Exposed {card}</source>
        <translation>ເປີດເຜີຍ{card}</translation>
    </message>
    <message>
        <source>Play the {card}!</source>
        <translation>ຫຼິ້ນ{card}!</translation>
    </message>
    <message>
        <source>{name} called your {card}: play it</source>
        <translation>{name} ເອີ້ນ{card}ຂອງທ່ານ: ຫຼິ້ນມັນ</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>ເຮົາ</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>ຄູ່ແຂ່ງ</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of the beg story</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Trumps: {suit}. {us} {a}, {them} {b}.</source>
        <translation>ທຣຳ: {suit}. {us} {a}, {them} {b}.</translation>
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
        <translation>ຄູຝຶກ</translation>
    </message>
    <message>
        <source>Show the coach&apos;s panel instead of the table (the window is too narrow for both)</source>
        <translation>ສະແດງແຜງຂອງຄູຝຶກແທນໂຕະ (ໜ້າຕ່າງແຄບເກີນໄປສຳລັບທັງສອງ)</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>You have %n s to decide</source>
        <translation>
            <numerusform>ທ່ານມີເວລາ %n ວິນາທີເພື່ອຕັດສິນໃຈ</numerusform>
            <numerusform>ທ່ານມີເວລາ %n ວິນາທີເພື່ອຕັດສິນໃຈ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n s to decide</source>
        <translation>
            <numerusform>{name}: %n ວິນາທີເພື່ອຕັດສິນໃຈ</numerusform>
            <numerusform>{name}: %n ວິນາທີເພື່ອຕັດສິນໃຈ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat {number}: %n s to decide</source>
        <translation>
            <numerusform>ບ່ອນນັ່ງ {number}: %n ວິນາທີເພື່ອຕັດສິນໃຈ</numerusform>
            <numerusform>ບ່ອນນັ່ງ {number}: %n ວິນາທີເພື່ອຕັດສິນໃຈ</numerusform>
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
        <translation>ການຕັດສິນໃຈທີ່ຍັງບໍ່ໄດ້ບັນທຶກ: {count}</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}). The decisions waiting are kept in {file} too, and go into your history as soon as it takes them. Press to try again now.</source>
        <translation>ປະຫວັດເກມຂອງທ່ານຮັບເກມນີ້ບໍ່ໄດ້ໃນຕອນນີ້ ({problem}). ການຕັດສິນໃຈທີ່ລໍຖ້າຢູ່ກໍຖືກເກັບໄວ້ໃນ {file} ນຳ, ແລະ ຈະເຂົ້າປະຫວັດຂອງທ່ານທັນທີທີ່ມັນຮັບໄດ້. ກົດເພື່ອລອງໃໝ່ດຽວນີ້.</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}), nor can any other folder: the decisions waiting are only in this window until then. Press to try again now.</source>
        <translation>ປະຫວັດເກມຂອງທ່ານຮັບເກມນີ້ບໍ່ໄດ້ໃນຕອນນີ້ ({problem}), ແລະ ບໍ່ມີໂຟນເດີອື່ນໃດຮັບໄດ້ເລີຍ: ການຕັດສິນໃຈທີ່ລໍຖ້າຢູ່ມີພຽງແຕ່ໃນໜ້າຕ່າງນີ້ຈົນກວ່າຈະຮອດຕອນນັ້ນ. ກົດເພື່ອລອງໃໝ່ດຽວນີ້.</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}). Its decisions not written there ({count}) are kept in {file}, and go into your history when All Fours next starts.</source>
        <translation>ເກມນີ້ຍັງບໍ່ໄດ້ຢູ່ໃນປະຫວັດຂອງທ່ານທັງໝົດ ({problem}). ການຕັດສິນໃຈຂອງມັນທີ່ຍັງບໍ່ໄດ້ຂຽນລົງໄປ ({count}) ຖືກເກັບໄວ້ໃນ {file}, ແລະ ຈະເຂົ້າປະຫວັດຂອງທ່ານເມື່ອ All Fours ເລີ່ມຄັ້ງຕໍ່ໄປ.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>ອອກ</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}), and no other folder takes it either. Its decisions not written there ({count}) are lost when the window closes, unless you save the game in a folder you choose.</source>
        <translation>ເກມນີ້ຍັງບໍ່ໄດ້ຢູ່ໃນປະຫວັດຂອງທ່ານທັງໝົດ ({problem}), ແລະ ບໍ່ມີໂຟນເດີອື່ນໃດຮັບມັນເລີຍ. ການຕັດສິນໃຈຂອງມັນທີ່ຍັງບໍ່ໄດ້ຂຽນລົງໄປ ({count}) ຈະເສຍໄປເມື່ອປິດໜ້າຕ່າງ, ເວັ້ນເສຍແຕ່ທ່ານຈະບັນທຶກເກມໄວ້ໃນໂຟນເດີທີ່ທ່ານເລືອກ.</translation>
    </message>
    <message>
        <source>Quit and Lose Them ({count})</source>
        <translation>ອອກ ແລະ ເສຍພວກມັນໄປ ({count})</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>ອອກຈາກ All Fours</translation>
    </message>
    <message>
        <source>Save the Game Elsewhere…</source>
        <translation>ບັນທຶກເກມໄວ້ບ່ອນອື່ນ…</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>ລອງຕໍ່ໄປ</translation>
    </message>
    <message>
        <source>The game could not be saved in {folder}: {reason}. It is still here: choose another folder, or keep trying.</source>
        <translation>ບໍ່ສາມາດບັນທຶກເກມໄວ້ໃນ {folder} ໄດ້: {reason}. ມັນຍັງຢູ່ບ່ອນນີ້: ເລືອກໂຟນເດີອື່ນ, ຫຼື ລອງຕໍ່ໄປ.</translation>
    </message>
    <message>
        <source>Save the Game in</source>
        <translation>ບັນທຶກເກມໄວ້ໃນ</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win chance over the hand</source>
        <translation>ໂອກາດຊະນະຕະຫຼອດຮອບ</translation>
    </message>
    <message>
        <source>No decisions analysed yet.</source>
        <translation>ຍັງບໍ່ມີການຕັດສິນໃຈທີ່ຖືກວິເຄາະ.</translation>
    </message>
    <message>
        <source>step {step}: {chance}</source>
        <translation>ຂັ້ນຕອນ {step}: {chance}</translation>
    </message>
    <message>
        <source>Your side&apos;s chance to win the game at each decision: {steps}.</source>
        <translation>ໂອກາດຊະນະເກມຂອງຝ່າຍທ່ານໃນແຕ່ລະການຕັດສິນໃຈ: {steps}.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>You</source>
        <translation>ທ່ານ</translation>
    </message>
    <message>
        <source>You stand.</source>
        <translation>ທ່ານຢືນ.</translation>
    </message>
    <message>
        <source>{name} stands.</source>
        <translation>{name} ຢືນ.</translation>
    </message>
    <message>
        <source>You beg.</source>
        <translation>ທ່ານຂໍ.</translation>
    </message>
    <message>
        <source>{name} begs.</source>
        <translation>{name} ຂໍ.</translation>
    </message>
    <message>
        <source>You answer &quot;take one&quot;.</source>
        <translation>ທ່ານຕອບວ່າ &quot;ເອົາອັນໜຶ່ງ&quot;.</translation>
    </message>
    <message>
        <source>{name} answers &quot;take one&quot;.</source>
        <translation>{name} ຕອບວ່າ &quot;ເອົາອັນໜຶ່ງ&quot;.</translation>
    </message>
    <message>
        <source>You run the pack.</source>
        <translation>ທ່ານແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>{name} runs the pack.</source>
        <translation>{name} ແຈກເພີ່ມ.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>ທ່ານຫຼິ້ນ{card}.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name} ຫຼິ້ນ{card}.</translation>
    </message>
    <message>
        <source>You expose {card}.</source>
        <translation>ທ່ານເປີດເຜີຍ{card}.</translation>
    </message>
    <message>
        <source>{name} exposes {card}.</source>
        <translation>{name} ເປີດເຜີຍ{card}.</translation>
    </message>
    <message>
        <source>You call {owner}&apos;s {card}.</source>
        <translation>ທ່ານເອີ້ນ{card}ຂອງ {owner}.</translation>
    </message>
    <message>
        <source>{name} calls your {card}.</source>
        <translation>{name} ເອີ້ນ{card}ຂອງທ່ານ.</translation>
    </message>
    <message>
        <source>{name} calls {owner}&apos;s {card}.</source>
        <translation>{name} ເອີ້ນ{card}ຂອງ {owner}.</translation>
    </message>
    <message>
        <source>You call your {card}.</source>
        <translation>ທ່ານເອີ້ນ{card}ຂອງທ່ານເອງ.</translation>
    </message>
    <message>
        <source>You dealt in ones; the kick is {card}.</source>
        <translation>ທ່ານແຈກເທື່ອລະໃບ; ບັດພິກແມ່ນ{card}.</translation>
    </message>
    <message>
        <source>{name} dealt in ones; the kick is {card}.</source>
        <translation>{name} ແຈກເທື່ອລະໃບ; ບັດພິກແມ່ນ{card}.</translation>
    </message>
    <message>
        <source>You dealt in threes; the kick is {card}.</source>
        <translation>ທ່ານແຈກເທື່ອລະສາມໃບ; ບັດພິກແມ່ນ{card}.</translation>
    </message>
    <message>
        <source>{name} dealt in threes; the kick is {card}.</source>
        <translation>{name} ແຈກເທື່ອລະສາມໃບ; ບັດພິກແມ່ນ{card}.</translation>
    </message>
    <message>
        <source>You dealt in {method}; the kick is {card}.</source>
        <translation>ທ່ານແຈກແບບ {method}; ບັດພິກແມ່ນ{card}.</translation>
    </message>
    <message>
        <source>{name} dealt in {method}; the kick is {card}.</source>
        <translation>{name} ແຈກແບບ {method}; ບັດພິກແມ່ນ{card}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>ທ່ານຊະນະທຣິກ.</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} ຊະນະທຣິກ.</translation>
    </message>
    <message>
        <source>You hang {holder}&apos;s jack!</source>
        <translation>ທ່ານແຂວນແຈັກຂອງ {holder}!</translation>
    </message>
    <message>
        <source>{taker} hangs your jack!</source>
        <translation>{taker} ແຂວນແຈັກຂອງທ່ານ!</translation>
    </message>
    <message>
        <source>{taker} hangs {holder}&apos;s jack!</source>
        <translation>{taker} ແຂວນແຈັກຂອງ {holder}!</translation>
    </message>
    <message>
        <source>You hang your own jack!</source>
        <translation>ທ່ານແຂວນແຈັກຂອງທ່ານເອງ!</translation>
    </message>
    <message>
        <source>{card} — held by you</source>
        <translation>{card} — ທ່ານຖື</translation>
    </message>
    <message>
        <source>{card} — held by {name}</source>
        <translation>{card} — {name} ຖື</translation>
    </message>
    <message>
        <source>your jack, won by you</source>
        <translation>ແຈັກຂອງທ່ານ, ທ່ານຊະນະມັນ</translation>
    </message>
    <message>
        <source>your jack, won by {taker}</source>
        <translation>ແຈັກຂອງທ່ານ, {taker} ຊະນະມັນ</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by you</source>
        <translation>ແຈັກຂອງ {holder}, ທ່ານຊະນະມັນ</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by {taker}</source>
        <translation>ແຈັກຂອງ {holder}, {taker} ຊະນະມັນ</translation>
    </message>
    <message>
        <source>your jack, hanged by you!</source>
        <translation>ແຈັກຂອງທ່ານ, ທ່ານແຂວນມັນເອງ!</translation>
    </message>
    <message>
        <source>your jack, hanged by {taker}!</source>
        <translation>ແຈັກຂອງທ່ານ, ຖືກ {taker} ແຂວນ!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by you!</source>
        <translation>ແຈັກຂອງ {holder}, ຖືກທ່ານແຂວນ!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by {taker}!</source>
        <translation>ແຈັກຂອງ {holder}, ຖືກ {taker} ແຂວນ!</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message>
        <source>{won} of 1 game</source>
        <translation>{won} ຈາກ 1 ເກມ</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n games</source>
        <translation>
            <numerusform>{won} ຈາກ %n ເກມ</numerusform>
            <numerusform>{won} ຈາກ %n ເກມ</numerusform>
        </translation>
    </message>
</context>
</TS>
