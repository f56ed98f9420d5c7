"""The Factor Game's book. BOOK: (lo, hi, lose_turn) -> {the numbers left, as a bitmask: {each
legal pick: its value (what it gains now minus the best the opponent makes of the rest)}}.
LINES: (lo, hi, lose_turn) -> the positions the perfect computer can face on its next turn beyond
BOOK, once each, as the moves that reach it, every best move and its value (solving.line: a digit
per number, a '.' after the moves when several moves are best).

Written by `python3 build.py --factor-book` (a test checks it against the search).
"""
LINES: dict[tuple[int, int, bool], str] = {
    (1, 49, False): (
        '2n6ZWJ 2n8ZWO 2n9ZWI 2nA.dkWB 2nCZWJ 2nFjWI 2nGZWG 2nIZWG 2nKeWK 2nLZWJ 2nMiWT 2nOmWF 2nP.dkW8 '
        '2nQdWL 2nRZWI 2nSZWE 2nUjWO 2nWZWG 2nXZWD 2nYZWH 2nZ.dkW8 2najWF 2ncZWH 2ndZWF 2ne.cdkWC 2ngZWB '
        '2ni.XZWB 2njdWI 2nkZWF 2nmZWH 3n4ZWJ 3n8ZWL 3nAdWE 3nEZWL 3nFjWQ 3nGZWD 3nKeWH 3nMiWL 3nPdWD '
        '3nQZWF 3nRjWF 3nSZWB 3nWZWD 3nXZWJ 3nYZWE 3nZdWD 3ncZWE 3ndZWH 3nedWF 3niZWJ 3nj.XdkWA 3nkZWC '
        '4n6ZWJ 4n9ZWG 4nA.LcdkW9 4nFjWK 4nIZWI 4nLZWA 4nM.XZWB 4nP.dkW8 4nQdWL 4nRZWG 4nUjWQ 4nXZWD '
        '4nYZWH 4nZ.dkW8 4ncZWF 4ndZWF 4ngZWL 4njdWG 4nkZWF 5n4.dkW8 5n6dWB 5n8.dkW6 5n9jWK 5nCdWB 5nESW8 '
        '5nG.dkWE 5nIjWE 5nLdWD 5nMiWL 5nOmWJ 5nQdWL 5nRjWK 5nS.dkWG 5nW.dkWE 5nXdWB 5nY.dkWD 5najWK '
        '5nc.dkWD 5ndkWD 5ngdWJ 5niXWJ 5nkdWF 5nmdWD 6n8ZWL 6nAdWH 6nFjWI 6nGZWC 6nKeWL 6nMiWL 6nPdWB '
        '6nQZWF 6nRZWI 6nSZWB 6nWZWC 6nXZWD 6nYZWC 6nZdWB 6ncZWC 6ndZWF 6nedWB 6niZWJ 6njdWI 6nkZWC '
        '7Z4.dkW8 7Z6dWB 7Z8.dkW6 7Z9jWK 7ZA.dkWB 7ZCdWB 7ZESW8 7ZFjWQ 7ZG.dkWE 7ZIjWE 7ZKeWK 7ZLdWD '
        '7ZMiWL 7ZOmWJ 7ZQdWL 7ZRjWK 7ZS.dkWG 7ZUjWO 7ZW.dkWE 7ZXdWB 7ZY.dkWD 7ZajWK 7Zc.dkWD 7ZdkWD '
        '7Ze.cdkWC 7ZgdWJ 7ZiXWJ 7Zj.XdkWA 7ZkdWF 7ZmdWD 8n9ZWI 8nA.dekW8 8nCZWL 8nFjWI 8nIZWI 8nK.cdkWC '
        '8nLZWC 8nMdWA 8nP.dkW6 8nQdWN 8nRZWI 8nSZWF 8nUjWQ 8nXZWB 8nYZWF 8nZ.dkW6 8najWF 8ncZWE 8ndZWD '
        '8ngZWK 8nidWA 8njdWI 8nkZWD 9n6ZWI 9nAjWE 9nCZWG 9nEZWJ 9nF.XdkWA 9nGjWF 9nKeWC 9nMiWO 9nOmWI '
        '9nPjWK 9nQjWH 9nSjWG 9nUdWC 9nWjWF 9nXjWD 9nY.ZdWD 9nZjWK 9nc.ZdWD 9ndZWG 9nejWK 9ngjWG 9niZWG '
        '9nkjWE 9nmZWE AnCdWH AnFjWK AnG.dkWE AnIjWG AnLdWF AnMiWM AnOmWH AnQdWO AnRjWE AnSkWD AnW.dkWE '
        'AnXdWE AnY.dkWE AnajWE Anc.dkWE AndkWC AngdW9 AniXWI AnjdWG AnkdWC AnmdWF Bn4XWH Bn6ZWD Bn8XWJ '
        'Bn9jWD BnAXWG BnCZWD BnE.XZWF BnFjWO BnG.XZWB BnIjWD BnKeWF BnLZWG BnOmWH BnPXWJ BnQdWF BnRjWD '
        'BnSdWA BnUjWK BnW.XZWB BnY.XZWC BnZXWJ BnaZWI Bnc.XZWC BndZWF BneXWH BngZWK BnjdWC Bnk.XZWC '
        'BnmZWF CnFjWK CnGZWF CnIjWF CnKeWN CnMZWJ CnPdWB CnQZWF CnRZWG CnSZWL CnUjWQ CnWZWF CnXZWD '
        'CnYZWE CnZdWB CncZWE CndZWF CnedW9 CngZWC CniZWJ CnjdWG CnkZWC Dn4dWL Dn6ZWF Dn8dWN Dn9ZWG '
        'DnAdWO DnCZWF DnEdWN DnFjWK DnGdWF DnIjWF DnKdWF DnLZWH DnMiWJ DnOmWF DnPdWN DnRZWG DnSdWD '
        'DnUjWM DnWdWF DnXZWF DnYdWG DnZdWN DnaZWG DncdWG DnedWP DngZWN DnidWL DnjQWG DnkdWE DnmZWH '
        'EZ6dW9 EZ8.dkWF EZ9jWB EZCdW9 EZFjWH EZG.dkW6 EZIjWK EZKeWM EZLgWH EZMiWO EZOmWD EZQdWJ EZRjWB '
        'EZUjWS EZW.dkW6 EZX.SdkWF EZYSWI EZajWK EZcSWH EZdSWH EZekWA EZidWG EZjdWJ EZkSWH EZmdWJ FnEjWH '
        'FnGjWQ FnIdWG FnKjWE FnMiWK FnOjWI FnQjWS FnR.XdkWA FnSjWR FnWjWQ FnXjWO FnYjWN FnadWA FncjWN '
        'FndjWK FnejWQ FngjWR FnijWK FnkjWP FnmjWM GnIjWD GnK.dkW8 GnLZWI GnMXWH GnOZWH GnP.dkWE GnQdWF '
        'GnRjWF GnSZWO GnUjWI GnXZWJ GnYZWN GnZ.dkWE GnaZWG GncZWL GndZWL Gne.dkW8 GngjWD GniXWH GnjdWA '
        'GnkZWL Hn4ZWH Hn6ZWC Hn8ZWF Hn9YWJ HnA.dkWE HnCZWE HnEZWC HnFjWH HnGZWN HnIZWF HnKeWP HnLYWH '
        'HnMiWO HnOmWI HnPYWJ HnQdWG HnRYWJ HnSZWO HnUjWH HnWZWN HnXYWE HnZYWJ HnaZWF HncZWM HndYWC '
        'Hne.cdkW7 HngZWL Hni.XZWG HnjYWJ HnkZWK HnmZWE InKeWL InMiWM InOmWJ InPjWE InQjWF InSZWI InUdWE '
        'InWjWD InXjWD InYZWF InZjWE Inc.ZdWD IndjWF InejWB IngZWF IniZWI InjdWG Ink.ZdWD InmjWD Jn4ZWF '
        'Jn6ZWC Jn8ZWE Jn9cWN JnA.dkWE JnCZWE JnEZWD JnF.cdjWD JnGZWL JnI.ZdWD JnKeWP JnLcWL JnMiWM '
        'JnOmWI JnPcWN JnQdWG JnRcWN JnSZWN JnUjWH JnWZWL JnXcWI JnYZWM JnZcWN JnaZWH JndcWG Jne.dkW7 '
        'JngZWL JniXWI JnjcWN JnkZWK JnmZWE KnLeWH KnMeWH KnOmWJ KnQdWF KnReWC KnSeWM KnUjWM KnW.dkW8 '
        'KnXeWJ KnYeWP KnaeWA KnceWP KndeWL KngeWJ KnieWH KnjeWM KnkeWL KnmdWD LZ4dWK LZ6gW9 LZ8dWI '
        'LZAdWF LZCgWA LZGdWC LZIjWH LZKeWH LZMiWK LZOmWE LZQgWF LZRjWH LZSgWR LZUjWR LZWdWC LZXdWE '
        'LZYdWF LZajWJ LZcdWF LZdgWD LZedWF LZidWK LZjdWD LZkgWE LZmgWI MnLiWU MnOmWF MnPiWL MnQiWJ '
        'MnRiWO MnSXWJ MnUiWE MnWXWH MnXiWL MnYiWO MnZiWL MnajWF MnciWM MndiWP MneXWF MngiWI MnjiWO '
        'MnkiWM MnmZWH Nk6nWU Nk8nWT Nk9nWS NkAnWU NkCnWU NkEZWD NkFnWH NkGnWL NkInWT NkKnWL NkLZWG '
        'NkMnWK NkOnWO NkPnWR NkQnWS NkRnWS NkSZWN NkUnWN NkWnWL NkXnWO NkYnWM NkanWN NkcnWM NkdnWK '
        'NkenWV NkgZWM NkinWO NkjnWV NkmnWS OnPmWJ OnQmWF OnRmWI OnSmWL OnUjWG OnWZWH OnXmWH OnYmWI '
        'OnZmWJ OnamWJ OncmWI OndmWF OnemWJ OngmWC OnimWF OnjmWI OnkmWI PnA.dkWB PnESW8 PnFjWQ PnKeWK '
        'PnLdWD PnQdWL PnRjWK PnS.dkWG PnUjWO PnW.dkWE PnXdWB PnY.dkWD PnajWK Pnc.dkWD PndkWD Pne.cdkWC '
        'PngdWJ PniXWJ Pnj.XdkWA PnkdWF PnmdWD QnLZWF QnRjWH QnSdWD QnUjWM QnWdWF QnXZWL QnYdWG QnZdWL '
        'QnaZWG QncdWG QndZWF QnedWP QngZWN QnidWL QnjkW8 QnkdWE QnmZWH RnEZWJ RnIZWG RnSjWG RnUdWC '
        'RnWjWF RnXjWD RnY.ZdWD RnZjWK RnajWF Rnc.ZdWD RndZWG RnejWK RngjWG RniZWG Rnj.XdkWA RnkjWE '
        'RnmZWE SZ6dWJ SZ9jWL SZCdW9 SZFjWR SZG.dkW6 SZIjWC SZKeWM SZMdWG SZOmWD SZQdWT SZRjWL SZUjWG '
        'SZW.dkW6 SZXdW9 SZY.dkW6 SZajWK SZc.dkW7 SZdkW7 SZekWA SZgdW9 SZidWG SZjdW9 SZkdW7 SZmdWJ Tn4ZWM '
        'Tn6ZWJ Tn8ZWO Tn9jWF TnA.dkWB TnCZWJ TnEZWM TnFjWQ TnGZWG TnIZWG TnKeWK TnLZWH TnMiWT TnOmWF '
        'TnPdWA TnQdWL TnRjWF TnSZWE TnUjWO TnWZWG TnXZWJ TnYZWH TnZdWA TnajWF TncZWH TndZWH Tne.cdkWC '
        'TngZWB Tni.XZWB Tnj.XdkWA TnkZWF TnmZWH UnSjWG UnWjWI UnXjWK UnYjWH UnadWG UncjWH UndjWM UnejWI '
        'UngjWH UnijWQ UnjdWC UnkjWJ UnmjWO Vn4ZWM Vn6ZWJ Vn8ZWO Vn9jWF VnA.dkWB VnCZWJ VnEZWM VnFjWQ '
        'VnGZWG VnIZWG VnKeWK VnLZWH VnMiWT VnOmWF VnPdWA VnQdWL VnRjWF VnSZWE VnUjWO VnWZWG VnXZWJ '
        'VnYZWH VnZdWA VnajWF VncZWH VndZWH Vne.cdkWC VngZWB Vni.XZWB Vnj.XdkWA VnkZWF VnmZWH WnLZWI '
        'WnSZWO WnXZWJ WnYZWN WnZ.dkWE WnaZWG WncZWL WndZWL Wne.dkW8 WngjWD WniXWH WnjdWA WnkZWL WnmZWH '
        'XnEZWF XnSZWL XnYZWI XnZdWB XnaZWI XncZWI XndZWF XnedWD XngZWK XniZWJ XnjdWC XnkZWI XnmZWF '
        'YnLZWF YnSZWO YnZ.dkWD YnaZWF YncZWM YndZWK Yne.cdkW7 YngZWL Yni.XZWG YnjdWD YnkZWK YnmZWE '
        'Zd4kWF Zd6kWF Zd8kWH ZdAkWC ZdCkWF ZdGkW9 ZdIjWK ZdKeWL ZdMiWP ZdOmWJ ZdQkWF ZdRjWE ZdUjWM '
        'ZdWkW9 ZdXQWF ZdYkWA ZdajWE ZdckWA ZdekWB ZdgSW7 ZdikWF ZdjQWG ZdkXW8 ZdmkWD anSjWF anZjWK '
        'ancZWH andZWG anejWM angZWH anijWF anjdWA ankZWJ anmjWD bn4ZWM bn6ZWJ bn8ZWO bn9jWF bnA.dkWB '
        'bnCZWJ bnEZWM bnFjWQ bnGZWG bnIZWG bnKeWK bnLZWH bnMiWT bnOmWF bnPdWA bnQdWL bnRjWF bnSZWE '
        'bnUjWO bnWZWG bnXZWJ bnYZWH bnZdWA bnajWF bncZWH bndZWH bne.cdkWC bngZWB bni.XZWB bnj.XdkWA '
        'bnkZWF bnmZWH cnLZWF cnSZWN cnZ.dkWD cndZWK cne.dkW7 cngZWL cniXWI cnjdWD cnkZWK cnmZWE dnEZWD '
        'dnSZWN dnZkWD dnekWB dngZWN dniZWF dnjQWG dnkZWM dnmZWH enLdWF enSkWA engdWD eniXWF enjdWA '
        'enkdWB enmdWD fn4ZWM fn6ZWJ fn8ZWO fn9jWF fnA.dkWB fnCZWJ fnEZWM fnFjWQ fnGZWG fnIZWG fnKeWK '
        'fnLZWH fnMiWT fnOmWF fnPdWA fnQdWL fnRjWF fnSZWE fnUjWO fnWZWG fnXZWJ fnYZWH fnZdWA fnajWF '
        'fncZWH fndZWH fne.cdkWC fngZWB fni.XZWB fnj.XdkWA fnkZWF fnmZWH gZ8dWA gZCdWI gZGjWI gZIjWF '
        'gZKeWJ gZMiWW gZOmWM gZQSW7 gZRjWL gZUjWH gZWjWI gZXiWA gZYdW9 gZajWD gZcdW9 gZedWD gZidW8 '
        'gZjdW9 gZkdW8 gZmdWA hn4ZWM hn6ZWJ hn8ZWO hn9jWF hnA.dkWB hnCZWJ hnEZWM hnFjWQ hnGZWG hnIZWG '
        'hnKeWK hnLZWH hnMiWT hnOmWF hnPdWA hnQdWL hnRjWF hnSZWE hnUjWO hnWZWG hnXZWJ hnYZWH hnZdWA '
        'hnajWF hncZWH hndZWH hne.cdkWC hngZWB hni.XZWB hnj.XdkWA hnkZWF hnmZWH inLZWA inSXWJ inZXWJ '
        'ingZWM injdWG inkXWI inmZWH jnEdWJ jnSdW9 jngdW9 jnkdWB jnmdWE knLZWG knSZWN knZdWF kngZWM '
        'knmZWE ln4ZWM ln6ZWJ ln8ZWO ln9jWF lnA.dkWB lnCZWJ lnEZWM lnFjWQ lnGZWG lnIZWG lnKeWK lnLZWH '
        'lnMiWT lnOmWF lnPdWA lnQdWL lnRjWF lnSZWE lnUjWO lnWZWG lnXZWJ lnYZWH lnZdWA lnajWF lncZWH '
        'lndZWH lne.cdkWC lngZWB lni.XZWB lnj.XdkWA lnkZWF lnmZWH mnSZWB mnZdWD mngZWK nZA.dkWB nZESW8 '
        'nZFjWQ nZKeWK nZLdWD nZS.dkWG nZUjWO nZe.cdkWC nZgdWJ nZj.XdkWA l4n6ZWJ l4n9ZWG l4nA.LcdkW9 '
        'l4nFjWK l4nIZWI l4nLZWA l4nM.XZWB l4nP.dkW8 l4nQdWL l4nRZWG l4nUjWQ l4nXZWD l4nYZWH l4nZ.dkW8 '
        'l4ncZWF l4ndZWF l4ngZWL l4njdWG l4nkZWF l6n8ZWL l6nAdWH l6nFjWI l6nGZWC l6nKeWL l6nMiWL l6nPdWB '
        'l6nQZWF l6nRZWI l6nSZWB l6nWZWC l6nXZWD l6nYZWC l6nZdWB l6ncZWC l6ndZWF l6nedWB l6niZWJ l6njdWI '
        'l6nkZWC l8n9ZWI l8nA.dekW8 l8nCZWL l8nFjWI l8nIZWI l8nK.cdkWC l8nLZWC l8nMdWA l8nP.dkW6 l8nQdWN '
        'l8nRZWI l8nSZWF l8nUjWQ l8nXZWB l8nYZWF l8nZ.dkW6 l8najWF l8ncZWE l8ndZWD l8ngZWK l8nidWA '
        'l8njdWI l8nkZWD l9n6ZWI l9nAjWE l9nCZWG l9nEZWJ l9nF.XdkWA l9nGjWF l9nKeWC l9nMiWO l9nOmWI '
        'l9nPjWK l9nQjWH l9nSjWG l9nUdWC l9nWjWF l9nXjWD l9nY.ZdWD l9nZjWK l9nc.ZdWD l9ndZWG l9nejWK '
        'l9ngjWG l9niZWG l9nkjWE l9nmZWE lAnCdWH lAnFjWK lAnG.dkWE lAnIjWG lAnLdWF lAnMiWM lAnOmWH '
        'lAnQdWO lAnRjWE lAnSkWD lAnW.dkWE lAnXdWE lAnY.dkWE lAnajWE lAnc.dkWE lAndkWC lAngdW9 lAniXWI '
        'lAnjdWG lAnkdWC lAnmdWF lCnFjWK lCnGZWF lCnIjWF lCnKeWN lCnMZWJ lCnPdWB lCnQZWF lCnRZWG lCnSZWL '
        'lCnUjWQ lCnWZWF lCnXZWD lCnYZWE lCnZdWB lCncZWE lCndZWF lCnedW9 lCngZWC lCniZWJ lCnjdWG lCnkZWC '
        'lEZ6dW9 lEZ8.dkWF lEZ9jWB lEZCdW9 lEZFjWH lEZG.dkW6 lEZIjWK lEZKeWM lEZLgWH lEZMiWO lEZOmWD '
        'lEZQdWJ lEZRjWB lEZS.dkWG lEZUjWS lEZW.dkW6 lEZX.SdkWF lEZYSWI lEZajWK lEZcSWH lEZdSWH lEZekWA '
        'lEZgdWJ lEZidWG lEZjdWJ lEZkSWH lEZmdWJ lFnEjWH lFnGjWQ lFnIdWG lFnKjWE lFnMiWK lFnOjWI lFnQjWS '
        'lFnR.XdkWA lFnSjWR lFnWjWQ lFnXjWO lFnYjWN lFnadWA lFncjWN lFndjWK lFnejWQ lFngjWR lFnijWK '
        'lFnkjWP lFnmjWM lGnIjWD lGnK.dkW8 lGnLZWI lGnMXWH lGnOZWH lGnP.dkWE lGnQdWF lGnRjWF lGnSZWO '
        'lGnUjWI lGnXZWJ lGnYZWN lGnZ.dkWE lGnaZWG lGncZWL lGndZWL lGne.dkW8 lGngjWD lGniXWH lGnjdWA '
        'lGnkZWL lInKeWL lInMiWM lInOmWJ lInPjWE lInQjWF lInSZWI lInUdWE lInWjWD lInXjWD lInYZWF lInZjWE '
        'lInc.ZdWD lIndjWF lInejWB lIngZWF lIniZWI lInjdWG lInk.ZdWD lInmjWD lKnLeWH lKnMeWH lKnOmWJ '
        'lKnQdWF lKnReWC lKnSeWM lKnUjWM lKnW.dkW8 lKnXeWJ lKnYeWP lKnaeWA lKnceWP lKndeWL lKngeWJ '
        'lKnieWH lKnjeWM lKnkeWL lKnmdWD lLZ4dWK lLZ6gW9 lLZ8dWI lLZAdWF lLZCgWA lLZGdWC lLZIjWH lLZKeWH '
        'lLZMiWK lLZOmWE lLZQgWF lLZRjWH lLZSgWR lLZUjWR lLZWdWC lLZXdWE lLZYdWF lLZajWJ lLZcdWF lLZdgWD '
        'lLZedWF lLZidWK lLZjdWD lLZkgWE lLZmgWI lMnLiWU lMnOmWF lMnPiWL lMnQiWJ lMnRiWO lMnSXWJ lMnUiWE '
        'lMnWXWH lMnXiWL lMnYiWO lMnZiWL lMnajWF lMnciWM lMndiWP lMneXWF lMngiWI lMnjiWO lMnkiWM lMnmZWH '
        'lOnPmWJ lOnQmWF lOnRmWI lOnSmWL lOnUjWG lOnWZWH lOnXmWH lOnYmWI lOnZmWJ lOnamWJ lOncmWI lOndmWF '
        'lOnemWJ lOngmWC lOnimWF lOnjmWI lOnkmWI lPnA.dkWB lPnESW8 lPnFjWQ lPnKeWK lPnLdWD lPnQdWL '
        'lPnRjWK lPnS.dkWG lPnUjWO lPnW.dkWE lPnXdWB lPnY.dkWD lPnajWK lPnc.dkWD lPndkWD lPne.cdkWC '
        'lPngdWJ lPniXWJ lPnj.XdkWA lPnkdWF lPnmdWD lQnLZWF lQnRjWH lQnSdWD lQnUjWM lQnWdWF lQnXZWL '
        'lQnYdWG lQnZdWL lQnaZWG lQncdWG lQndZWF lQnedWP lQngZWN lQnidWL lQnjkW8 lQnkdWE lQnmZWH lRnEZWJ '
        'lRnIZWG lRnSjWG lRnUdWC lRnWjWF lRnXjWD lRnY.ZdWD lRnZjWK lRnajWF lRnc.ZdWD lRndZWG lRnejWK '
        'lRngjWG lRniZWG lRnj.XdkWA lRnkjWE lRnmZWE lSZ6dWJ lSZ9jWL lSZCdW9 lSZFjWR lSZG.dkW6 lSZIjWC '
        'lSZKeWM lSZMdWG lSZOmWD lSZQdWT lSZRjWL lSZUjWG lSZW.dkW6 lSZXdW9 lSZY.dkW6 lSZajWK lSZc.dkW7 '
        'lSZdkW7 lSZekWA lSZgdW9 lSZidWG lSZjdW9 lSZkdW7 lSZmdWJ lUnSjWG lUnWjWI lUnXjWK lUnYjWH lUnadWG '
        'lUncjWH lUndjWM lUnejWI lUngjWH lUnijWQ lUnjdWC lUnkjWJ lUnmjWO lWnLZWI lWnSZWO lWnXZWJ lWnYZWN '
        'lWnZ.dkWE lWnaZWG lWncZWL lWndZWL lWne.dkW8 lWngjWD lWniXWH lWnjdWA lWnkZWL lWnmZWH lXnEZWF '
        'lXnSZWL lXnYZWI lXnZdWB lXnaZWI lXncZWI lXndZWF lXnedWD lXngZWK lXniZWJ lXnjdWC lXnkZWI lXnmZWF '
        'lYnLZWF lYnSZWO lYnZ.dkWD lYnaZWF lYncZWM lYndZWK lYne.cdkW7 lYngZWL lYni.XZWG lYnjdWD lYnkZWK '
        'lYnmZWE lZd4kWF lZd6kWF lZd8kWH lZdAkWC lZdCkWF lZdGkW9 lZdIjWK lZdKeWL lZdMiWP lZdOmWJ lZdQkWF '
        'lZdRjWE lZdUjWM lZdWkW9 lZdXQWF lZdYkWA lZdajWE lZdckWA lZdekWB lZdgSW7 lZdikWF lZdjQWG lZdkXW8 '
        'lZdmkWD lanSjWF lanZjWK lancZWH landZWG lanejWM langZWH lanijWF lanjdWA lankZWJ lanmjWD lcnLZWF '
        'lcnSZWN lcnZ.dkWD lcndZWK lcne.dkW7 lcngZWL lcniXWI lcnjdWD lcnkZWK lcnmZWE ldnEZWD ldnSZWN '
        'ldnZkWD ldnekWB ldngZWN ldniZWF ldnjQWG ldnkZWM ldnmZWH lenLdWF lenSkWA lengdWD leniXWF lenjdWA '
        'lenkdWB lenmdWD lgZ8dWA lgZCdWI lgZGjWI lgZIjWF lgZKeWJ lgZMiWW lgZOmWM lgZQSW7 lgZRjWL lgZUjWH '
        'lgZWjWI lgZXiWA lgZYdW9 lgZajWD lgZcdW9 lgZedWD lgZidW8 lgZjdW9 lgZkdW8 lgZmdWA linLZWA linSXWJ '
        'linZXWJ lingZWM linjdWG linkXWI linmZWH ljnEdWJ ljnSdW9 ljngdW9 ljnkdWB ljnmdWE lknLZWG lknSZWN '
        'lknZdWF lkngZWM lknmZWE lmnSZWB lmnZdWD lmngZWK lnZA.dkWB lnZESW8 lnZFjWQ lnZKeWK lnZLdWD '
        'lnZS.dkWG lnZUjWO lnZe.cdkWC lnZgdWJ lnZj.XdkWA '
    ),
}
BOOK: dict[tuple[int, int, bool], dict[int, dict[int, int]]] = {
    (1, 2, False): {
        0x6: {2: 1},
    },
    (1, 3, False): {
        0xe: {2: 1, 3: 2},
    },
    (1, 4, False): {
        0x1e: {2: 1, 3: 0, 4: 1},
    },
    (1, 5, False): {
        0x3e: {2: 1, 3: 0, 4: 1, 5: 2},
    },
    (1, 6, False): {
        0x7e: {2: -2, 3: -2, 4: -2, 5: 3, 6: 0},
    },
    (1, 7, False): {
        0xfe: {2: -2, 3: -2, 4: -2, 5: 3, 6: 0, 7: 5},
    },
    (1, 8, False): {
        0x1fe: {2: 0, 3: 0, 4: -2, 5: 5, 6: -4, 7: 7, 8: -2},
    },
    (1, 9, False): {
        0x3fe: {2: -1, 3: 0, 4: -5, 5: 0, 6: -4, 7: 2, 8: -5, 9: 3},
    },
    (1, 10, False): {
        0x7fe: {2: -4, 3: -1, 4: 0, 5: -2, 6: -1, 7: 3, 8: 0, 9: 2, 10: 0},
    },
    (1, 11, False): {
        0xffe: {2: -4, 3: -1, 4: 0, 5: -2, 6: -1, 7: 3, 8: 0, 9: 2, 10: 0, 11: 7},
    },
    (1, 12, False): {
        0x1ffe: {2: -2, 3: 1, 4: -4, 5: 0, 6: -3, 7: 1, 8: -4, 9: 4, 10: -2, 11: 5, 12: -9},
    },
    (1, 13, False): {
        0x3ffe: {2: -2, 3: 1, 4: -4, 5: 0, 6: -3, 7: 1, 8: -4, 9: 4, 10: -2, 11: 5, 12: -9, 13: 7},
    },
    (1, 14, False): {
        0x7ffe: {2: -3, 3: 0, 4: -1, 5: -1, 6: -6, 7: -3, 8: -1, 9: 3, 10: -1, 11: 6, 12: -6, 13: 8, 14: 1},
    },
    (1, 15, False): {
        0xfffe: {2: -1, 3: -5, 4: -5, 5: -5, 6: -9, 7: -1, 8: -5, 9: -2, 10: -5, 11: 6, 12: -7, 13: 8, 14: -1, 15: 3},
    },
    (1, 16, False): {
        0x1fffe: {2: -4, 3: -1, 4: -2, 5: -1, 6: -3, 7: 3, 8: -5, 9: 2, 10: -1, 11: 7, 12: -13, 13: 9, 14: -5, 15: -1, 16: -5},
    },
    (1, 17, False): {
        0x3fffe: {2: -4, 3: -1, 4: -2, 5: -1, 6: -3, 7: 3, 8: -5, 9: 2, 10: -1, 11: 7, 12: -13, 13: 9, 14: -5, 15: -1, 16: -5, 17: 13},
    },
    (1, 18, False): {
        0x7fffe: {2: 0, 3: -4, 4: -4, 5: -4, 6: -8, 7: 0, 8: -2, 9: -2, 10: -4, 11: 7, 12: -6, 13: 9, 14: -2, 15: 2, 16: -2, 17: 13, 18: -6},
    },
    (1, 19, False): {
        0xffffe: {2: 0, 3: -4, 4: -4, 5: -4, 6: -8, 7: 0, 8: -2, 9: -2, 10: -4, 11: 7, 12: -6, 13: 9, 14: -2, 15: 2, 16: -2, 17: 13, 18: -6, 19: 15},
    },
    (1, 20, False): {
        0x1ffffe: {2: 0, 3: -4, 4: 0, 5: -4, 6: -4, 7: 0, 8: -6, 9: 0, 10: -6, 11: 7, 12: -12, 13: 9, 14: -2, 15: 2, 16: -6, 17: 13, 18: -8, 19: 15, 20: -10},
    },
    (1, 21, False): {
        0x3ffffe: {2: -1, 3: -9, 4: -5, 5: -4, 6: -9, 7: -9, 8: -7, 9: -3, 10: -8, 11: 2, 12: -14, 13: 4, 14: -5, 15: 2, 16: -7, 17: 8, 18: -13, 19: 10, 20: -8, 21: 7},
    },
    (1, 22, False): {
        0x7ffffe: {2: -8, 3: -2, 4: -4, 5: -2, 6: -8, 7: -2, 8: -2, 9: -2, 10: -9, 11: -8, 12: -10, 13: 5, 14: -12, 15: 0, 16: -2, 17: 9, 18: -10, 19: 11, 20: -7, 21: 0, 22: 6},
    },
    (1, 23, False): {
        0xfffffe: {2: -8, 3: -2, 4: -4, 5: -2, 6: -8, 7: -2, 8: -2, 9: -2, 10: -9, 11: -8, 12: -10, 13: 5, 14: -12, 15: 0, 16: -2, 17: 9, 18: -10, 19: 11, 20: -7, 21: 0, 22: 6, 23: 15},
    },
    (1, 24, False): {
        0x1fffffe: {2: -8, 3: -2, 4: -8, 5: -2, 6: -6, 7: -2, 8: -4, 9: -2, 10: -6, 11: -8, 12: -9, 13: 5, 14: -12, 15: 0, 16: -4, 17: 9, 18: -14, 19: 11, 20: -13, 21: 0, 22: 6, 23: 15, 24: -23},
    },
    (1, 25, False): {
        0x3fffffe: {2: -11, 3: -12, 4: -9, 5: -2, 6: -10, 7: -4, 8: -6, 9: -10, 10: -6, 11: 0, 12: -12, 13: -2, 14: -8, 15: 0, 16: -6, 17: 2, 18: -18, 19: 4, 20: -13, 21: -2, 22: -2, 23: 8, 24: -28, 25: 13},
    },
    (1, 26, False): {
        0x7fffffe: {2: -11, 3: -11, 4: -9, 5: -1, 6: -15, 7: -5, 8: -7, 9: -9, 10: -4, 11: 0, 12: -19, 13: 0, 14: -1, 15: -1, 16: -7, 17: 1, 18: -13, 19: 3, 20: -13, 21: -1, 22: -2, 23: 7, 24: -21, 25: 14, 26: -2},
    },
    (1, 27, False): {
        0xffffffe: {2: -8, 3: -6, 4: -12, 5: -5, 6: -12, 7: -6, 8: -8, 9: -9, 10: -5, 11: 5, 12: -20, 13: 3, 14: -6, 15: -6, 16: -8, 17: 5, 18: -13, 19: 7, 20: -11, 21: 0, 22: -7, 23: 11, 24: -16, 25: 10, 26: -5, 27: 0},
    },
    (1, 28, False): {
        0x1ffffffe: {2: -10, 3: -8, 4: -10, 5: -3, 6: -10, 7: -5, 8: -14, 9: -7, 10: -7, 11: 4, 12: -10, 13: 2, 14: -9, 15: -4, 16: -14, 17: 3, 18: -15, 19: 5, 20: -9, 21: 2, 22: -6, 23: 9, 24: -26, 25: 12, 26: -4, 27: 2, 28: -11},
    },
    (1, 29, False): {
        0x3ffffffe: {2: -10, 3: -8, 4: -10, 5: -3, 6: -10, 7: -5, 8: -14, 9: -7, 10: -7, 11: 4, 12: -10, 13: 2, 14: -9, 15: -4, 16: -14, 17: 3, 18: -15, 19: 5, 20: -9, 21: 2, 22: -6, 23: 9, 24: -26, 25: 12, 26: -4, 27: 2, 28: -11, 29: 15},
    },
    (1, 30, False): {
        0x7ffffffe: {2: -15, 3: -13, 4: -13, 5: 2, 6: -5, 7: -9, 8: -11, 9: -2, 10: -6, 11: -1, 12: -15, 13: -3, 14: -9, 15: -4, 16: -11, 17: -2, 18: -20, 19: 0, 20: -10, 21: 7, 22: -1, 23: 4, 24: -21, 25: 17, 26: 1, 27: 7, 28: -11, 29: 10, 30: -20},
    },
    (1, 31, False): {
        0xfffffffe: {2: -15, 3: -13, 4: -13, 5: 2, 6: -5, 7: -9, 8: -11, 9: -2, 10: -6, 11: -1, 12: -15, 13: -3, 14: -9, 15: -4, 16: -11, 17: -2, 18: -20, 19: 0, 20: -10, 21: 7, 22: -1, 23: 4, 24: -21, 25: 17, 26: 1, 27: 7, 28: -11, 29: 10, 30: -20, 31: 12},
    },
    (1, 32, False): {
        0x1fffffffe: {2: -13, 3: -9, 4: -13, 5: -2, 6: -5, 7: -5, 8: -11, 9: -6, 10: -1, 11: 1, 12: -13, 13: -3, 14: -9, 15: -4, 16: -11, 17: 2, 18: -20, 19: 4, 20: -15, 21: 3, 22: -3, 23: 8, 24: -23, 25: 13, 26: 1, 27: 3, 28: -11, 29: 14, 30: -21, 31: 16, 32: -11},
    },
    (1, 33, False): {
        0x3fffffffe: {2: -12, 3: -8, 4: -8, 5: -7, 6: -10, 7: -5, 8: -10, 9: -11, 10: -2, 11: -8, 12: -16, 13: 0, 14: -11, 15: -6, 16: -10, 17: 7, 18: -15, 19: 9, 20: -14, 21: -2, 22: -14, 23: 13, 24: -24, 25: 8, 26: -2, 27: -2, 28: -9, 29: 19, 30: -22, 31: 21, 32: -10, 33: 6},
    },
    (1, 34, False): {
        0x7fffffffe: {2: -7, 3: -13, 4: -11, 5: -4, 6: -13, 7: -6, 8: -9, 9: -6, 10: -13, 11: -13, 12: -15, 13: -3, 14: -8, 15: -5, 16: -9, 17: -3, 18: -12, 19: 6, 20: -7, 21: -3, 22: -9, 23: 10, 24: -23, 25: 11, 26: 1, 27: 3, 28: -12, 29: 16, 30: -27, 31: 18, 32: -9, 33: 11, 34: 1},
    },
    (1, 35, False): {
        0xffffffffe: {2: -12, 3: -10, 4: -8, 5: -16, 6: -9, 7: -16, 8: -14, 9: -7, 10: -17, 11: -8, 12: -12, 13: 0, 14: -10, 15: -12, 16: -10, 17: -2, 18: -17, 19: 3, 20: -19, 21: -9, 22: -8, 23: 7, 24: -24, 25: -1, 26: -2, 27: 2, 28: -22, 29: 13, 30: -34, 31: 15, 32: -10, 33: 6, 34: 0, 35: 14},
    },
    (1, 36, False): {
        0x1ffffffffe: {2: -10, 3: -12, 4: -8, 5: -15, 6: -12, 7: -15, 8: -12, 9: -5, 10: -16, 11: -10, 12: -16, 13: 0, 14: -10, 15: -12, 16: -12, 17: -1, 18: -13, 19: 4, 20: -20, 21: -11, 22: -6, 23: 8, 24: -20, 25: 0, 26: -2, 27: 4, 28: -22, 29: 14, 30: -32, 31: 16, 32: -12, 33: 8, 34: -1, 35: 13, 36: -31},
    },
    (1, 37, False): {
        0x3ffffffffe: {2: -10, 3: -12, 4: -8, 5: -15, 6: -12, 7: -15, 8: -12, 9: -5, 10: -16, 11: -10, 12: -16, 13: 0, 14: -10, 15: -12, 16: -12, 17: -1, 18: -13, 19: 4, 20: -20, 21: -11, 22: -6, 23: 8, 24: -20, 25: 0, 26: -2, 27: 4, 28: -22, 29: 14, 30: -32, 31: 16, 32: -12, 33: 8, 34: -1, 35: 13, 36: -31, 37: 22},
    },
    (1, 38, False): {
        0x7ffffffffe: {2: -14, 3: -9, 4: -12, 5: -15, 6: -9, 7: -15, 8: -13, 9: -8, 10: -17, 11: -7, 12: -13, 13: 3, 14: -13, 15: -9, 16: -13, 17: -5, 18: -16, 19: -7, 20: -21, 21: -8, 22: -11, 23: 8, 24: -25, 25: 0, 26: -5, 27: 1, 28: -19, 29: 14, 30: -23, 31: 16, 32: -13, 33: 5, 34: 3, 35: 13, 36: -28, 37: 22, 38: 5},
    },
    (1, 39, False): {
        0xfffffffffe: {2: -10, 3: -12, 4: -14, 5: -14, 6: -11, 7: -14, 8: -12, 9: -7, 10: -16, 11: -6, 12: -18, 13: -12, 14: -17, 15: -10, 16: -10, 17: -2, 18: -19, 19: -4, 20: -18, 21: -7, 22: -8, 23: 9, 24: -28, 25: 1, 26: -14, 27: 2, 28: -14, 29: 15, 30: -24, 31: 17, 32: -10, 33: 4, 34: 0, 35: 12, 36: -33, 37: 23, 38: 2, 39: 10},
    },
    (1, 40, False): {
        0x1fffffffffe: {2: -12, 3: -10, 4: -13, 5: -12, 6: -12, 7: -12, 8: -12, 9: -9, 10: -10, 11: -4, 12: -17, 13: -10, 14: -15, 15: -10, 16: -10, 17: -4, 18: -20, 19: -6, 20: -20, 21: -5, 22: -10, 23: 11, 24: -29, 25: 3, 26: -16, 27: 0, 28: -12, 29: 17, 30: -26, 31: 19, 32: -10, 33: 2, 34: 2, 35: 10, 36: -30, 37: 25, 38: 4, 39: 8, 40: -24},
    },
    (1, 41, False): {
        0x3fffffffffe: {2: -12, 3: -10, 4: -13, 5: -12, 6: -12, 7: -12, 8: -12, 9: -9, 10: -10, 11: -4, 12: -17, 13: -10, 14: -15, 15: -10, 16: -10, 17: -4, 18: -20, 19: -6, 20: -20, 21: -5, 22: -10, 23: 11, 24: -29, 25: 3, 26: -16, 27: 0, 28: -12, 29: 17, 30: -26, 31: 19, 32: -10, 33: 2, 34: 2, 35: 10, 36: -30, 37: 25, 38: 4, 39: 8, 40: -24, 41: 29},
    },
    (1, 42, False): {
        0x7fffffffffe: {2: -8, 3: -14, 4: -9, 5: -15, 6: -13, 7: -15, 8: -17, 9: -7, 10: -17, 11: -9, 12: -22, 13: -14, 14: -13, 15: -7, 16: -8, 17: -1, 18: -15, 19: -3, 20: -17, 21: -9, 22: -7, 23: 8, 24: -24, 25: 0, 26: -9, 27: 2, 28: -19, 29: 14, 30: -18, 31: 16, 32: -8, 33: 7, 34: -1, 35: 13, 36: -35, 37: 22, 38: 1, 39: 12, 40: -27, 41: 26, 42: -29},
    },
    (1, 43, False): {
        0xffffffffffe: {2: -8, 3: -14, 4: -9, 5: -15, 6: -13, 7: -15, 8: -17, 9: -7, 10: -17, 11: -9, 12: -22, 13: -14, 14: -13, 15: -7, 16: -8, 17: -1, 18: -15, 19: -3, 20: -17, 21: -9, 22: -7, 23: 8, 24: -24, 25: 0, 26: -9, 27: 2, 28: -19, 29: 14, 30: -18, 31: 16, 32: -8, 33: 7, 34: -1, 35: 13, 36: -35, 37: 22, 38: 1, 39: 12, 40: -27, 41: 26, 42: -29, 43: 28},
    },
    (1, 44, False): {
        0x1ffffffffffe: {2: -13, 3: -9, 4: -11, 5: -11, 6: -15, 7: -11, 8: -7, 9: -10, 10: -11, 11: -4, 12: -16, 13: -9, 14: -15, 15: -13, 16: -15, 17: -7, 18: -19, 19: -7, 20: -19, 21: -5, 22: -17, 23: 12, 24: -30, 25: 4, 26: -17, 27: -1, 28: -17, 29: 18, 30: -29, 31: 20, 32: -15, 33: 1, 34: 5, 35: 9, 36: -30, 37: 26, 38: 5, 39: 7, 40: -25, 41: 30, 42: -29, 43: 32, 44: -11},
    },
    (1, 45, False): {
        0x3ffffffffffe: {2: -8, 3: -14, 4: -8, 5: -15, 6: -11, 7: -15, 8: -7, 9: -11, 10: -14, 11: -10, 12: -21, 13: -14, 14: -10, 15: -19, 16: -13, 17: -1, 18: -19, 19: -3, 20: -15, 21: -5, 22: -14, 23: 8, 24: -27, 25: 0, 26: -9, 27: -2, 28: -22, 29: 14, 30: -37, 31: 16, 32: -13, 33: 8, 34: -1, 35: 13, 36: -35, 37: 22, 38: 1, 39: 12, 40: -29, 41: 26, 42: -34, 43: 28, 44: -14, 45: 1},
    },
    (1, 46, False): {
        0x7ffffffffffe: {2: -15, 3: -10, 4: -16, 5: -16, 6: -18, 7: -16, 8: -14, 9: -6, 10: -15, 11: -7, 12: -16, 13: -9, 14: -17, 15: -14, 16: -8, 17: -8, 18: -16, 19: -10, 20: -20, 21: -7, 22: -18, 23: -13, 24: -26, 25: -1, 26: -17, 27: 3, 28: -15, 29: 13, 30: -32, 31: 15, 32: -8, 33: 5, 34: 6, 35: 14, 36: -32, 37: 21, 38: 8, 39: 7, 40: -24, 41: 25, 42: -23, 43: 27, 44: -10, 45: -4, 46: 11},
    },
    (1, 47, False): {
        0xfffffffffffe: {2: -15, 3: -10, 4: -16, 5: -16, 6: -18, 7: -16, 8: -14, 9: -6, 10: -15, 11: -7, 12: -16, 13: -9, 14: -17, 15: -14, 16: -8, 17: -8, 18: -16, 19: -10, 20: -20, 21: -7, 22: -18, 23: -13, 24: -26, 25: -1, 26: -17, 27: 3, 28: -15, 29: 13, 30: -32, 31: 15, 32: -8, 33: 5, 34: 6, 35: 14, 36: -32, 37: 21, 38: 8, 39: 7, 40: -24, 41: 25, 42: -23, 43: 27, 44: -10, 45: -4, 46: 11, 47: 31},
    },
    (1, 48, False): {
        0x1fffffffffffe: {2: -14, 3: -8, 4: -14, 5: -14, 6: -18, 7: -14, 8: -16, 9: -8, 10: -15, 11: -6, 12: -22, 13: -8, 14: -18, 15: -12, 16: -8, 17: -6, 18: -18, 19: -8, 20: -18, 21: -7, 22: -17, 23: -14, 24: -28, 25: 1, 26: -18, 27: 1, 28: -14, 29: 15, 30: -32, 31: 17, 32: -8, 33: 4, 34: 4, 35: 12, 36: -32, 37: 23, 38: 6, 39: 6, 40: -26, 41: 27, 42: -23, 43: 29, 44: -11, 45: -6, 46: 12, 47: 33, 48: -44},
    },
    (1, 49, False): {
        0x3fffffffffffe: {2: -19, 3: -23, 4: -19, 5: -28, 6: -23, 7: -14, 8: -17, 9: -22, 10: -29, 11: -21, 12: -27, 13: -11, 14: -18, 15: -10, 16: -25, 17: -11, 18: -29, 19: -5, 20: -24, 21: -7, 22: -5, 23: 5, 24: -39, 25: -13, 26: -11, 27: -13, 28: -14, 29: 6, 30: -30, 31: 8, 32: -25, 33: -5, 34: -11, 35: 12, 36: -46, 37: 14, 38: -9, 39: -3, 40: -40, 41: 18, 42: -23, 43: 20, 44: -27, 45: -20, 46: -7, 47: 24, 48: -53, 49: 21},
        0x3fffffffffff8: {6: -20, 8: -14, 9: -18, 10: -26, 12: -24, 14: -15, 15: -17, 16: -22, 18: -26, 20: -21, 21: -8, 22: -2, 24: -36, 25: -14, 26: -8, 27: -9, 28: -11, 30: -27, 32: -22, 33: -10, 34: -8, 35: 15, 36: -43, 38: -6, 39: -4, 40: -37, 42: -20, 44: -24, 45: -11, 46: -4, 48: -50, 49: 20},
        0x3fffffffffff4: {4: -21, 6: -19, 8: -19, 10: -25, 12: -23, 14: -16, 15: -6, 16: -27, 18: -25, 20: -26, 21: -3, 22: -12, 24: -35, 25: -9, 26: -16, 27: -9, 28: -10, 30: -26, 32: -27, 33: -1, 34: -13, 35: 10, 36: -42, 38: -11, 39: 1, 40: -36, 42: -19, 44: -18, 45: -16, 46: -9, 48: -49, 49: 25},
        0x3ffffffffffe8: {6: -20, 9: -20, 10: -28, 12: -20, 14: -7, 15: -15, 16: -18, 18: -24, 20: -17, 21: 1, 22: -20, 24: -32, 25: -14, 26: -8, 27: -11, 28: -7, 30: -25, 32: -18, 33: -10, 34: -8, 35: 15, 36: -39, 38: -8, 39: -4, 40: -33, 42: -30, 44: -20, 45: -13, 46: -4, 48: -46, 49: 20},
        0x3ffffffffffdc: {4: -32, 6: -30, 8: -34, 9: -16, 10: -23, 12: -34, 14: -3, 15: -4, 16: -26, 18: -30, 20: -18, 21: -2, 22: -12, 24: -34, 26: -10, 27: -7, 28: -15, 30: -24, 32: -26, 33: -12, 34: -14, 35: 18, 36: -40, 38: -12, 39: -6, 40: -34, 42: -30, 44: -18, 45: -14, 46: -6, 48: -56, 49: 32},
        0x3ffffffffffb0: {8: -17, 10: -20, 12: -15, 14: -14, 15: -14, 16: -26, 18: -17, 20: -20, 21: -7, 22: -10, 24: -27, 25: -11, 26: -14, 27: -6, 28: -8, 30: -18, 32: -26, 33: -7, 34: -13, 35: 12, 36: -34, 38: -11, 39: -1, 40: -38, 42: -11, 44: -16, 45: -8, 46: -7, 48: -41, 49: 23},
        0x3ffffffffff7c: {4: -20, 6: -18, 8: -22, 9: -9, 10: -8, 12: -22, 14: -10, 15: -19, 16: -14, 18: -18, 20: -21, 21: 1, 22: -20, 24: -26, 25: 10, 26: -10, 27: 0, 28: -6, 30: -35, 32: -14, 33: 0, 34: -2, 35: 20, 36: -33, 38: 0, 39: 6, 40: -21, 42: -15, 44: -6, 45: 3, 46: 6, 48: -44},
        0x3fffffffffee8: {6: -18, 9: -18, 10: -29, 12: -18, 14: -8, 15: -17, 18: -24, 20: -25, 21: -1, 22: -21, 24: -24, 25: -16, 26: -6, 27: -9, 28: -8, 30: -25, 32: -10, 33: -12, 34: -10, 35: 17, 36: -39, 38: -9, 39: -6, 40: -25, 42: -29, 44: -21, 45: -11, 46: -6, 48: -38, 49: 18},
        0x3fffffffffdf4: {4: -24, 6: -20, 8: -22, 10: -25, 12: -26, 14: -14, 15: -22, 16: -25, 18: -16, 20: -31, 21: 1, 22: -9, 24: -32, 25: -2, 26: -14, 28: -15, 30: -38, 32: -25, 33: -7, 34: -14, 35: 3, 36: -33, 38: -12, 39: 0, 40: -31, 42: -24, 44: -21, 45: -7, 46: -7, 48: -52, 49: 27},
        0x3fffffffffbd8: {6: -22, 8: -30, 9: -22, 12: -26, 14: -4, 15: -10, 16: -24, 18: -26, 20: -6, 21: -4, 22: -9, 24: -34, 26: -5, 27: -13, 28: -10, 30: -12, 32: -24, 33: -9, 34: -11, 35: 17, 36: -44, 38: -9, 39: -7, 40: -22, 42: -18, 44: -17, 45: -8, 46: -7, 48: -52, 49: 31},
        0x3fffffffff7fc: {4: -23, 6: -28, 8: -21, 9: -23, 10: -23, 12: -32, 14: -10, 15: -11, 16: -29, 18: -31, 20: -28, 21: -5, 22: 7, 24: -36, 25: -3, 26: -16, 27: -14, 28: -9, 30: -33, 32: -29, 33: 7, 34: -15, 35: 4, 36: -42, 38: -13, 39: -4, 40: -34, 42: -31, 44: -15, 45: -17, 46: -9, 48: -54, 49: 31},
        0x3ffffffffefa0: {10: -20, 14: -14, 15: -12, 16: -19, 18: -18, 20: -14, 21: -6, 22: -12, 24: -11, 25: -11, 26: -14, 27: -8, 28: -14, 30: -16, 32: -19, 33: -7, 34: -11, 35: 12, 36: -18, 38: -9, 39: -1, 40: -36, 42: -12, 44: -12, 45: -10, 46: -7, 48: -25, 49: 23},
        0x3ffffffffdffc: {4: -19, 6: -26, 8: -17, 9: -20, 10: -15, 12: -30, 14: -18, 15: -15, 16: -25, 18: -29, 20: -28, 21: -6, 22: -14, 24: -38, 25: 1, 26: 3, 27: -11, 28: -12, 30: -31, 32: -25, 33: -8, 34: -11, 35: 0, 36: -44, 38: -9, 39: 11, 40: -26, 42: -34, 44: -16, 45: -13, 46: -7, 48: -52, 49: 23},
        0x3ffffffffbf78: {6: -18, 8: -11, 9: -13, 10: -6, 12: -22, 15: -10, 16: -20, 18: -15, 20: -21, 21: -7, 22: -10, 24: -30, 25: 12, 26: -10, 27: -4, 28: 10, 30: -37, 32: -20, 33: 4, 34: 5, 35: 22, 36: -31, 38: 6, 39: 10, 40: -17, 42: 1, 44: -12, 45: -6, 46: 10, 48: -36},
        0x3ffffffff7fd4: {4: -20, 6: -20, 8: -22, 10: -14, 12: -22, 14: -12, 16: -14, 18: -25, 20: -24, 21: -9, 22: -13, 24: -32, 26: -3, 27: -14, 28: -26, 30: -6, 32: -14, 33: 4, 34: -4, 35: 2, 36: -47, 38: -2, 39: 4, 40: -20, 42: -35, 44: -17, 45: 4, 46: 4, 48: -44, 49: 16},
        0x3fffffffefee8: {6: -27, 9: -21, 10: -23, 12: -24, 14: -17, 15: -9, 18: -29, 20: -29, 21: -7, 22: -14, 24: -22, 25: -8, 26: -14, 27: -12, 28: -17, 30: -33, 33: -4, 34: -2, 35: 9, 36: -38, 38: -2, 39: 2, 40: -29, 42: -22, 44: -14, 45: -19, 46: 2, 48: -22, 49: 26},
        0x3fffffffdfffc: {4: -23, 6: -29, 8: -25, 9: -17, 10: -25, 12: -31, 14: -7, 15: -18, 16: -17, 18: -29, 20: -18, 21: -6, 22: -9, 24: -35, 25: -3, 26: -15, 27: -8, 28: -23, 30: -36, 32: -17, 33: -9, 34: 7, 35: 4, 36: -45, 38: -3, 39: -7, 40: -44, 42: -32, 44: -21, 45: -10, 46: -1, 48: -55, 49: 27},
        0x3fffffffbfdb0: {8: -20, 10: -21, 12: -19, 14: -8, 15: -16, 16: -25, 20: -20, 21: 1, 22: -9, 24: -23, 25: -8, 26: -14, 28: -15, 30: -28, 32: -25, 33: -7, 34: -10, 35: 9, 36: -7, 38: -10, 39: -1, 40: -38, 42: -15, 44: -17, 45: -1, 46: -6, 48: -45, 49: 26},
        0x3fffffff7fffc: {4: -25, 6: -29, 8: -26, 9: -13, 10: -25, 12: -31, 14: -8, 15: -22, 16: -19, 18: -31, 20: -18, 21: -10, 22: -11, 24: -35, 25: 1, 26: -15, 27: -4, 28: -22, 30: -36, 32: -19, 33: -5, 34: -5, 35: 0, 36: -43, 38: 11, 39: -3, 40: -44, 42: -32, 44: -19, 45: -6, 46: -1, 48: -55, 49: 23},
        0x3ffffffeffbc8: {6: -18, 9: -24, 12: -16, 14: -15, 15: -16, 16: -26, 18: -21, 21: -6, 22: -14, 24: -28, 26: -14, 27: -15, 28: -15, 30: -14, 32: -26, 33: -4, 34: 0, 35: 8, 36: -44, 38: 2, 39: 2, 40: 2, 42: -28, 44: -14, 45: -2, 46: 2, 48: -50, 49: 22},
        0x3ffffffdfff74: {4: -8, 6: -17, 8: -10, 10: -12, 12: -20, 14: -13, 15: -13, 16: -16, 18: -12, 20: -18, 22: -21, 24: -28, 25: 7, 26: -4, 27: 5, 28: -7, 30: -35, 32: -16, 33: 6, 34: 0, 35: 17, 36: -29, 38: 2, 39: 9, 40: -24, 42: 9, 44: -5, 45: 3, 46: 5, 48: -36},
        0x3ffffffbff7f8: {6: -18, 8: -28, 9: -12, 10: -15, 12: -24, 14: -14, 15: -15, 16: -21, 18: -20, 20: -24, 21: -19, 24: -36, 25: -1, 26: -10, 27: -3, 28: -16, 30: -37, 32: -21, 33: 9, 34: -1, 35: 2, 36: -43, 38: -1, 39: 6, 40: -34, 42: -27, 44: 9, 45: -5, 46: 3, 48: -50, 49: 13},
        0x3ffffff7ffffc: {4: -25, 6: -29, 8: -27, 9: -10, 10: -27, 12: -33, 14: -8, 15: -20, 16: -19, 18: -31, 20: -22, 21: -17, 22: -11, 24: -35, 25: 3, 26: -17, 27: -1, 28: -22, 30: -34, 32: -19, 33: -1, 34: -7, 35: -6, 36: -41, 38: -5, 39: -1, 40: -40, 42: -33, 44: -19, 45: 0, 46: 17, 48: -55, 49: 13},
        0x3fffffeffeea0: {10: -20, 14: -14, 15: -14, 18: -14, 20: -18, 21: -6, 22: -16, 25: -3, 26: -14, 27: -6, 28: -14, 30: -26, 32: -9, 33: -3, 34: -7, 35: 4, 36: -14, 38: -5, 39: -1, 40: -18, 42: -12, 44: -16, 45: -8, 46: -1, 48: 7, 49: 27},
        0x3fffffdffffdc: {4: -32, 6: -30, 8: -34, 9: -16, 10: -23, 12: -34, 14: -3, 15: -4, 16: -26, 18: -30, 20: -18, 21: -2, 22: -12, 24: -34, 26: -10, 27: -7, 28: -15, 30: -24, 32: -26, 33: -12, 34: -14, 35: 18, 36: -40, 38: -12, 39: -6, 40: -34, 42: -30, 44: -18, 45: -14, 46: -6, 48: -56, 49: 32},
        0x3fffffbffdff8: {6: -24, 8: -15, 9: -19, 10: -13, 12: -28, 14: -16, 15: -7, 16: -23, 18: -27, 20: -26, 21: -4, 22: -12, 24: -36, 25: -1, 27: -10, 28: -10, 30: -29, 32: -23, 33: -2, 34: -9, 35: 2, 36: -42, 38: -7, 39: 9, 40: -24, 42: -32, 44: -14, 45: -21, 46: -5, 48: -50, 49: 21},
        0x3fffff7fffdf4: {4: -24, 6: -20, 8: -22, 10: -25, 12: -26, 14: -14, 15: -22, 16: -25, 18: -16, 20: -31, 21: 1, 22: -9, 24: -32, 25: -2, 26: -14, 28: -15, 30: -38, 32: -25, 33: -7, 34: -14, 35: 3, 36: -33, 38: -12, 39: 0, 40: -31, 42: -24, 44: -21, 45: -7, 46: -7, 48: -52, 49: 27},
        0x3ffffefffbf68: {6: -8, 9: -10, 10: -8, 12: -18, 15: -20, 16: -16, 18: -18, 20: -17, 21: 3, 22: -8, 24: -26, 25: 4, 26: 0, 27: -1, 30: -25, 32: -16, 33: -2, 34: -7, 35: 14, 36: -27, 38: -4, 39: 0, 40: -13, 42: -9, 44: -8, 45: 4, 46: 0, 48: -32},
        0x3ffffdffffffc: {4: -18, 6: -22, 8: -16, 9: -21, 10: -28, 12: -26, 14: -17, 15: -9, 16: -24, 18: -28, 20: -23, 21: -6, 22: -4, 24: -38, 25: -12, 26: -10, 27: -12, 28: -13, 30: -29, 32: -24, 33: -4, 34: -10, 35: 13, 36: -45, 38: -8, 39: -2, 40: -39, 42: -22, 44: -26, 45: -19, 46: -6, 48: -52, 49: 22},
        0x3ffffbfff7b90: {8: -12, 12: -8, 14: -21, 16: -20, 18: -19, 20: -4, 21: -13, 22: -17, 24: -26, 26: -7, 27: -12, 28: -13, 32: -20, 33: 0, 34: -8, 35: 4, 36: -33, 38: -6, 39: 6, 40: -16, 42: -17, 44: -9, 45: 6, 46: 0, 48: -34, 49: 18},
        0x3ffff7ffffffc: {4: -18, 6: -22, 8: -16, 9: -21, 10: -28, 12: -26, 14: -17, 15: -9, 16: -24, 18: -28, 20: -23, 21: -6, 22: -4, 24: -38, 25: -12, 26: -10, 27: -12, 28: -13, 30: -29, 32: -24, 33: -4, 34: -10, 35: 13, 36: -45, 38: -8, 39: -2, 40: -39, 42: -22, 44: -26, 45: -19, 46: -6, 48: -52, 49: 22},
        0x3fffefffefee8: {6: -27, 9: -21, 10: -23, 12: -24, 14: -17, 15: -9, 18: -29, 20: -29, 21: -7, 22: -14, 24: -22, 25: -8, 26: -14, 27: -12, 28: -17, 30: -33, 33: -4, 34: -2, 35: 9, 36: -38, 38: -2, 39: 2, 40: -29, 42: -22, 44: -14, 45: -19, 46: 2, 48: -22, 49: 26},
        0x3fffdfffff7f4: {4: -27, 6: -25, 8: -29, 10: -25, 12: -29, 14: -10, 15: -8, 16: -21, 18: -28, 20: -24, 21: -2, 22: -1, 24: -33, 25: -11, 26: -10, 27: -11, 28: -20, 30: -30, 32: -21, 34: -9, 35: 12, 36: -39, 38: -7, 39: -1, 40: -38, 42: -28, 44: -7, 45: -14, 46: -3, 48: -51, 49: 23},
        0x3fffbfffdfff8: {6: -27, 8: -23, 9: -23, 10: -23, 12: -29, 14: -5, 15: -12, 16: -15, 18: -27, 20: -16, 21: -4, 22: -7, 24: -33, 25: -9, 26: -13, 27: -14, 28: -21, 30: -34, 32: -15, 33: -5, 35: 10, 36: -43, 38: -1, 39: 1, 40: -42, 42: -30, 44: -19, 45: -16, 46: 1, 48: -53, 49: 25},
        0x3fff7ffffff5c: {4: -6, 6: -10, 8: -4, 9: -14, 10: -3, 12: -14, 14: 4, 15: -14, 16: -12, 18: -16, 20: -16, 21: 5, 22: -12, 24: -30, 26: -10, 27: -5, 28: -8, 30: -30, 32: -12, 33: 8, 34: 2, 36: -38, 38: 4, 39: 10, 40: -16, 42: -23, 44: -14, 45: 8, 46: 6, 48: -40},
        0x3ffeffffbeda0: {10: -23, 14: -8, 15: -22, 16: -18, 20: -27, 21: 0, 22: -16, 24: -7, 25: -2, 26: -13, 28: -8, 30: -26, 32: -18, 33: -2, 34: -10, 35: 3, 38: -6, 39: 0, 40: -23, 42: -17, 44: -16, 45: -7, 46: 0, 48: -29, 49: 27},
        0x3ffdffffffffc: {4: -18, 6: -22, 8: -16, 9: -21, 10: -28, 12: -26, 14: -17, 15: -9, 16: -24, 18: -28, 20: -23, 21: -6, 22: -4, 24: -38, 25: -12, 26: -10, 27: -12, 28: -13, 30: -29, 32: -24, 33: -4, 34: -10, 35: 13, 36: -45, 38: -8, 39: -2, 40: -39, 42: -22, 44: -26, 45: -19, 46: -6, 48: -52, 49: 22},
        0x3ffbffff7fff8: {6: -27, 8: -24, 9: -23, 10: -23, 12: -29, 14: -6, 15: -12, 16: -17, 18: -29, 20: -16, 21: -4, 22: -9, 24: -33, 25: -9, 26: -13, 27: -14, 28: -20, 30: -34, 32: -17, 33: -5, 34: -3, 35: 10, 36: -41, 39: 1, 40: -42, 42: -30, 44: -17, 45: -16, 46: 1, 48: -53, 49: 25},
        0x3ff7fffffdff4: {4: -25, 6: -23, 8: -27, 10: -27, 12: -27, 14: -8, 15: -12, 16: -19, 18: -26, 20: -22, 21: -3, 22: -8, 24: -35, 25: -9, 26: -3, 27: -8, 28: -22, 30: -28, 32: -19, 33: -5, 34: -7, 35: 10, 36: -41, 38: -5, 40: -40, 42: -31, 44: -22, 45: -10, 46: 1, 48: -49, 49: 25},
        0x3feffffeffac8: {6: -28, 9: -16, 12: -30, 14: -3, 15: -4, 18: -31, 21: -4, 22: -16, 24: -20, 26: -4, 27: -7, 28: -3, 30: -18, 32: -18, 33: -10, 34: -18, 35: 16, 36: -32, 38: -16, 39: -8, 42: -22, 44: -16, 45: -14, 46: -8, 48: -42, 49: 30},
        0x3fdfffffffffc: {4: -18, 6: -22, 8: -16, 9: -21, 10: -28, 12: -26, 14: -17, 15: -9, 16: -24, 18: -28, 20: -23, 21: -6, 22: -4, 24: -38, 25: -12, 26: -10, 27: -12, 28: -13, 30: -29, 32: -24, 33: -4, 34: -10, 35: 13, 36: -45, 38: -8, 39: -2, 40: -39, 42: -22, 44: -26, 45: -19, 46: -6, 48: -52, 49: 22},
        0x3fbffffdfbf30: {8: -16, 10: -4, 12: -4, 15: -17, 16: -9, 18: -6, 20: -18, 22: -7, 24: -12, 25: 1, 26: -10, 27: 2, 28: 3, 30: -17, 32: -9, 33: 2, 34: -4, 35: 11, 36: -24, 38: -2, 39: 3, 40: -20, 44: -15, 45: 7, 46: 1, 48: -36},
        0x3f7fffffffffc: {4: -18, 6: -22, 8: -16, 9: -21, 10: -28, 12: -26, 14: -17, 15: -9, 16: -24, 18: -28, 20: -23, 21: -6, 22: -4, 24: -38, 25: -12, 26: -10, 27: -12, 28: -13, 30: -29, 32: -24, 33: -4, 34: -10, 35: 13, 36: -45, 38: -8, 39: -2, 40: -39, 42: -22, 44: -26, 45: -19, 46: -6, 48: -52, 49: 22},
        0x3efffffbff7e8: {6: -20, 9: -20, 10: -19, 12: -20, 14: -12, 15: -15, 16: -17, 18: -24, 20: -20, 21: 1, 24: -32, 25: -3, 26: -8, 27: -11, 28: -12, 30: -25, 32: -17, 33: 7, 34: -9, 35: 4, 36: -39, 38: -5, 39: -4, 40: -30, 42: -31, 45: -13, 46: -1, 48: -46, 49: 31},
        0x3dfffffff7dd4: {4: -24, 6: -20, 8: -22, 10: -18, 12: -26, 14: -14, 16: -30, 18: -16, 20: -16, 21: 1, 22: -9, 24: -32, 26: -23, 28: -8, 30: -18, 32: -30, 33: -8, 34: -14, 35: 18, 36: -38, 38: -12, 39: 0, 40: -36, 42: -17, 44: -21, 46: -10, 48: -52, 49: 32},
        0x3bfffff7ffff8: {6: -27, 8: -25, 9: -22, 10: -25, 12: -31, 14: -6, 15: -10, 16: -17, 18: -29, 20: -20, 21: -5, 22: -9, 24: -33, 25: -7, 26: -15, 27: -13, 28: -20, 30: -32, 32: -17, 33: -5, 34: -5, 35: 8, 36: -39, 38: -3, 39: 3, 40: -38, 42: -31, 44: -17, 45: -18, 48: -53, 49: 27},
        0x37ffffffffffc: {4: -18, 6: -22, 8: -16, 9: -21, 10: -28, 12: -26, 14: -17, 15: -9, 16: -24, 18: -28, 20: -23, 21: -6, 22: -4, 24: -38, 25: -12, 26: -10, 27: -12, 28: -13, 30: -29, 32: -24, 33: -4, 34: -10, 35: 13, 36: -45, 38: -8, 39: -2, 40: -39, 42: -22, 44: -26, 45: -19, 46: -6, 48: -52, 49: 22},
        0x37fffffffffe8: {6: -20, 9: -20, 10: -28, 12: -20, 14: -7, 15: -15, 16: -18, 18: -24, 20: -17, 21: 1, 22: -20, 24: -32, 25: -14, 26: -8, 27: -11, 28: -7, 30: -25, 32: -18, 33: -10, 34: -8, 35: 15, 36: -39, 38: -8, 39: -4, 40: -33, 42: -30, 44: -20, 45: -13, 46: -4, 48: -46, 49: 20},
        0x37fffffffffb0: {8: -17, 10: -20, 12: -15, 14: -14, 15: -14, 16: -26, 18: -17, 20: -20, 21: -7, 22: -10, 24: -27, 25: -11, 26: -14, 27: -6, 28: -8, 30: -18, 32: -26, 33: -7, 34: -13, 35: 12, 36: -34, 38: -11, 39: -1, 40: -38, 42: -11, 44: -16, 45: -8, 46: -7, 48: -41, 49: 23},
        0x37ffffffffee8: {6: -18, 9: -18, 10: -29, 12: -18, 14: -8, 15: -17, 18: -24, 20: -25, 21: -1, 22: -21, 24: -24, 25: -16, 26: -6, 27: -9, 28: -8, 30: -25, 32: -10, 33: -12, 34: -10, 35: 17, 36: -39, 38: -9, 39: -6, 40: -25, 42: -29, 44: -21, 45: -11, 46: -6, 48: -38, 49: 18},
        0x37ffffffffdf4: {4: -24, 6: -20, 8: -22, 10: -25, 12: -26, 14: -14, 15: -22, 16: -25, 18: -16, 20: -31, 21: 1, 22: -9, 24: -32, 25: -2, 26: -14, 28: -15, 30: -38, 32: -25, 33: -7, 34: -14, 35: 3, 36: -33, 38: -12, 39: 0, 40: -31, 42: -24, 44: -21, 45: -7, 46: -7, 48: -52, 49: 27},
        0x37ffffffffbd8: {6: -22, 8: -30, 9: -22, 12: -26, 14: -4, 15: -10, 16: -24, 18: -26, 20: -6, 21: -4, 22: -9, 24: -34, 26: -5, 27: -13, 28: -10, 30: -12, 32: -24, 33: -9, 34: -11, 35: 17, 36: -44, 38: -9, 39: -7, 40: -22, 42: -18, 44: -17, 45: -8, 46: -7, 48: -52, 49: 31},
        0x37fffffffefa0: {10: -20, 14: -14, 15: -12, 16: -19, 18: -18, 20: -14, 21: -6, 22: -12, 24: -11, 25: -11, 26: -14, 27: -8, 28: -14, 30: -16, 32: -19, 33: -7, 34: -11, 35: 12, 36: -18, 38: -9, 39: -1, 40: -36, 42: -12, 44: -12, 45: -10, 46: -7, 48: -25, 49: 23},
        0x37fffffffbf78: {6: -18, 8: -11, 9: -13, 10: -6, 12: -22, 15: -10, 16: -20, 18: -15, 20: -21, 21: -7, 22: -10, 24: -30, 25: 12, 26: -10, 27: -4, 28: 10, 30: -37, 32: -20, 33: 4, 34: 5, 35: 22, 36: -31, 38: 6, 39: 10, 40: -17, 42: 1, 44: -12, 45: -6, 46: 10, 48: -36},
        0x37fffffff7fd4: {4: -20, 6: -20, 8: -22, 10: -14, 12: -22, 14: -12, 16: -14, 18: -25, 20: -24, 21: -9, 22: -13, 24: -32, 26: -3, 27: -14, 28: -26, 30: -6, 32: -14, 33: 4, 34: -4, 35: 2, 36: -47, 38: -2, 39: 4, 40: -20, 42: -35, 44: -17, 45: 4, 46: 4, 48: -44, 49: 16},
        0x37ffffffefee8: {6: -27, 9: -21, 10: -23, 12: -24, 14: -17, 15: -9, 18: -29, 20: -29, 21: -7, 22: -14, 24: -22, 25: -8, 26: -14, 27: -12, 28: -17, 30: -33, 33: -4, 34: -2, 35: 9, 36: -38, 38: -2, 39: 2, 40: -29, 42: -22, 44: -14, 45: -19, 46: 2, 48: -22, 49: 26},
        0x37ffffffbfdb0: {8: -20, 10: -21, 12: -19, 14: -8, 15: -16, 16: -25, 20: -20, 21: 1, 22: -9, 24: -23, 25: -8, 26: -14, 28: -15, 30: -28, 32: -25, 33: -7, 34: -10, 35: 9, 36: -7, 38: -10, 39: -1, 40: -38, 42: -15, 44: -17, 45: -1, 46: -6, 48: -45, 49: 26},
        0x37fffffeffbc8: {6: -18, 9: -24, 12: -16, 14: -15, 15: -16, 16: -26, 18: -21, 21: -6, 22: -14, 24: -28, 26: -14, 27: -15, 28: -15, 30: -14, 32: -26, 33: -4, 34: 0, 35: 8, 36: -44, 38: 2, 39: 2, 40: 2, 42: -28, 44: -14, 45: -2, 46: 2, 48: -50, 49: 22},
        0x37fffffdfff74: {4: -8, 6: -17, 8: -10, 10: -12, 12: -20, 14: -13, 15: -13, 16: -16, 18: -12, 20: -18, 22: -21, 24: -28, 25: 7, 26: -4, 27: 5, 28: -7, 30: -35, 32: -16, 33: 6, 34: 0, 35: 17, 36: -29, 38: 2, 39: 9, 40: -24, 42: 9, 44: -5, 45: 3, 46: 5, 48: -36},
        0x37fffffbff7f8: {6: -18, 8: -28, 9: -12, 10: -15, 12: -24, 14: -14, 15: -15, 16: -21, 18: -20, 20: -24, 21: -19, 24: -36, 25: -1, 26: -10, 27: -3, 28: -16, 30: -37, 32: -21, 33: 9, 34: -1, 35: 2, 36: -43, 38: -1, 39: 6, 40: -34, 42: -27, 44: 9, 45: -5, 46: 3, 48: -50, 49: 13},
        0x37ffffeffeea0: {10: -20, 14: -14, 15: -14, 18: -14, 20: -18, 21: -6, 22: -16, 25: -3, 26: -14, 27: -6, 28: -14, 30: -26, 32: -9, 33: -3, 34: -7, 35: 4, 36: -14, 38: -5, 39: -1, 40: -18, 42: -12, 44: -16, 45: -8, 46: -1, 48: 7, 49: 27},
        0x37ffffdffffdc: {4: -32, 6: -30, 8: -34, 9: -16, 10: -23, 12: -34, 14: -3, 15: -4, 16: -26, 18: -30, 20: -18, 21: -2, 22: -12, 24: -34, 26: -10, 27: -7, 28: -15, 30: -24, 32: -26, 33: -12, 34: -14, 35: 18, 36: -40, 38: -12, 39: -6, 40: -34, 42: -30, 44: -18, 45: -14, 46: -6, 48: -56, 49: 32},
        0x37ffffbffdff8: {6: -24, 8: -15, 9: -19, 10: -13, 12: -28, 14: -16, 15: -7, 16: -23, 18: -27, 20: -26, 21: -4, 22: -12, 24: -36, 25: -1, 27: -10, 28: -10, 30: -29, 32: -23, 33: -2, 34: -9, 35: 2, 36: -42, 38: -7, 39: 9, 40: -24, 42: -32, 44: -14, 45: -21, 46: -5, 48: -50, 49: 21},
        0x37ffff7fffdf4: {4: -24, 6: -20, 8: -22, 10: -25, 12: -26, 14: -14, 15: -22, 16: -25, 18: -16, 20: -31, 21: 1, 22: -9, 24: -32, 25: -2, 26: -14, 28: -15, 30: -38, 32: -25, 33: -7, 34: -14, 35: 3, 36: -33, 38: -12, 39: 0, 40: -31, 42: -24, 44: -21, 45: -7, 46: -7, 48: -52, 49: 27},
        0x37fffefffbf68: {6: -8, 9: -10, 10: -8, 12: -18, 15: -20, 16: -16, 18: -18, 20: -17, 21: 3, 22: -8, 24: -26, 25: 4, 26: 0, 27: -1, 30: -25, 32: -16, 33: -2, 34: -7, 35: 14, 36: -27, 38: -4, 39: 0, 40: -13, 42: -9, 44: -8, 45: 4, 46: 0, 48: -32},
        0x37fffbfff7b90: {8: -12, 12: -8, 14: -21, 16: -20, 18: -19, 20: -4, 21: -13, 22: -17, 24: -26, 26: -7, 27: -12, 28: -13, 32: -20, 33: 0, 34: -8, 35: 4, 36: -33, 38: -6, 39: 6, 40: -16, 42: -17, 44: -9, 45: 6, 46: 0, 48: -34, 49: 18},
        0x37ffefffefee8: {6: -27, 9: -21, 10: -23, 12: -24, 14: -17, 15: -9, 18: -29, 20: -29, 21: -7, 22: -14, 24: -22, 25: -8, 26: -14, 27: -12, 28: -17, 30: -33, 33: -4, 34: -2, 35: 9, 36: -38, 38: -2, 39: 2, 40: -29, 42: -22, 44: -14, 45: -19, 46: 2, 48: -22, 49: 26},
        0x37ffdfffff7f4: {4: -27, 6: -25, 8: -29, 10: -25, 12: -29, 14: -10, 15: -8, 16: -21, 18: -28, 20: -24, 21: -2, 22: -1, 24: -33, 25: -11, 26: -10, 27: -11, 28: -20, 30: -30, 32: -21, 34: -9, 35: 12, 36: -39, 38: -7, 39: -1, 40: -38, 42: -28, 44: -7, 45: -14, 46: -3, 48: -51, 49: 23},
        0x37ffbfffdfff8: {6: -27, 8: -23, 9: -23, 10: -23, 12: -29, 14: -5, 15: -12, 16: -15, 18: -27, 20: -16, 21: -4, 22: -7, 24: -33, 25: -9, 26: -13, 27: -14, 28: -21, 30: -34, 32: -15, 33: -5, 35: 10, 36: -43, 38: -1, 39: 1, 40: -42, 42: -30, 44: -19, 45: -16, 46: 1, 48: -53, 49: 25},
        0x37ff7ffffff5c: {4: -6, 6: -10, 8: -4, 9: -14, 10: -3, 12: -14, 14: 4, 15: -14, 16: -12, 18: -16, 20: -16, 21: 5, 22: -12, 24: -30, 26: -10, 27: -5, 28: -8, 30: -30, 32: -12, 33: 8, 34: 2, 36: -38, 38: 4, 39: 10, 40: -16, 42: -23, 44: -14, 45: 8, 46: 6, 48: -40},
        0x37feffffbeda0: {10: -23, 14: -8, 15: -22, 16: -18, 20: -27, 21: 0, 22: -16, 24: -7, 25: -2, 26: -13, 28: -8, 30: -26, 32: -18, 33: -2, 34: -10, 35: 3, 38: -6, 39: 0, 40: -23, 42: -17, 44: -16, 45: -7, 46: 0, 48: -29, 49: 27},
        0x37fbffff7fff8: {6: -27, 8: -24, 9: -23, 10: -23, 12: -29, 14: -6, 15: -12, 16: -17, 18: -29, 20: -16, 21: -4, 22: -9, 24: -33, 25: -9, 26: -13, 27: -14, 28: -20, 30: -34, 32: -17, 33: -5, 34: -3, 35: 10, 36: -41, 39: 1, 40: -42, 42: -30, 44: -17, 45: -16, 46: 1, 48: -53, 49: 25},
        0x37f7fffffdff4: {4: -25, 6: -23, 8: -27, 10: -27, 12: -27, 14: -8, 15: -12, 16: -19, 18: -26, 20: -22, 21: -3, 22: -8, 24: -35, 25: -9, 26: -3, 27: -8, 28: -22, 30: -28, 32: -19, 33: -5, 34: -7, 35: 10, 36: -41, 38: -5, 40: -40, 42: -31, 44: -22, 45: -10, 46: 1, 48: -49, 49: 25},
        0x37effffeffac8: {6: -28, 9: -16, 12: -30, 14: -3, 15: -4, 18: -31, 21: -4, 22: -16, 24: -20, 26: -4, 27: -7, 28: -3, 30: -18, 32: -18, 33: -10, 34: -18, 35: 16, 36: -32, 38: -16, 39: -8, 42: -22, 44: -16, 45: -14, 46: -8, 48: -42, 49: 30},
        0x37bffffdfbf30: {8: -16, 10: -4, 12: -4, 15: -17, 16: -9, 18: -6, 20: -18, 22: -7, 24: -12, 25: 1, 26: -10, 27: 2, 28: 3, 30: -17, 32: -9, 33: 2, 34: -4, 35: 11, 36: -24, 38: -2, 39: 3, 40: -20, 44: -15, 45: 7, 46: 1, 48: -36},
        0x36fffffbff7e8: {6: -20, 9: -20, 10: -19, 12: -20, 14: -12, 15: -15, 16: -17, 18: -24, 20: -20, 21: 1, 24: -32, 25: -3, 26: -8, 27: -11, 28: -12, 30: -25, 32: -17, 33: 7, 34: -9, 35: 4, 36: -39, 38: -5, 39: -4, 40: -30, 42: -31, 45: -13, 46: -1, 48: -46, 49: 31},
        0x35fffffff7dd4: {4: -24, 6: -20, 8: -22, 10: -18, 12: -26, 14: -14, 16: -30, 18: -16, 20: -16, 21: 1, 22: -9, 24: -32, 26: -23, 28: -8, 30: -18, 32: -30, 33: -8, 34: -14, 35: 18, 36: -38, 38: -12, 39: 0, 40: -36, 42: -17, 44: -21, 46: -10, 48: -52, 49: 32},
        0x33fffff7ffff8: {6: -27, 8: -25, 9: -22, 10: -25, 12: -31, 14: -6, 15: -10, 16: -17, 18: -29, 20: -20, 21: -5, 22: -9, 24: -33, 25: -7, 26: -15, 27: -13, 28: -20, 30: -32, 32: -17, 33: -5, 34: -5, 35: 8, 36: -39, 38: -3, 39: 3, 40: -38, 42: -31, 44: -17, 45: -18, 48: -53, 49: 27},
        0x27ffffefeeea0: {10: -22, 14: -4, 15: -10, 18: -20, 20: -24, 21: 2, 22: -14, 25: -9, 26: -12, 27: -10, 28: -4, 30: -18, 33: -5, 34: -11, 35: 10, 36: -20, 38: -9, 39: 1, 40: -24, 42: -20, 44: -14, 45: -12, 46: -5, 49: 25},
        0x17fffffffff7c: {4: -20, 6: -18, 8: -22, 9: -9, 10: -8, 12: -22, 14: -10, 15: -19, 16: -14, 18: -18, 20: -21, 21: 1, 22: -20, 24: -26, 25: 10, 26: -10, 27: 0, 28: -6, 30: -35, 32: -14, 33: 0, 34: -2, 35: 20, 36: -33, 38: 0, 39: 6, 40: -21, 42: -15, 44: -6, 45: 3, 46: 6, 48: -44},
        0x2fffffefeeea0: {10: -22, 14: -4, 15: -10, 18: -20, 20: -24, 21: 2, 22: -14, 25: -9, 26: -12, 27: -10, 28: -4, 30: -18, 33: -5, 34: -11, 35: 10, 36: -20, 38: -9, 39: 1, 40: -24, 42: -20, 44: -14, 45: -12, 46: -5, 49: 25},
        0x1ffffffffff7c: {4: -20, 6: -18, 8: -22, 9: -9, 10: -8, 12: -22, 14: -10, 15: -19, 16: -14, 18: -18, 20: -21, 21: 1, 22: -20, 24: -26, 25: 10, 26: -10, 27: 0, 28: -6, 30: -35, 32: -14, 33: 0, 34: -2, 35: 20, 36: -33, 38: 0, 39: 6, 40: -21, 42: -15, 44: -6, 45: 3, 46: 6, 48: -44},
    },
    (1, 50, False): {
        0x7fffffffffffe: {2: -24, 3: -22, 4: -24, 5: -27, 6: -24, 7: -13, 8: -24, 9: -22, 10: -26, 11: -18, 12: -28, 13: -10, 14: -13, 15: -15, 16: -20, 17: -16, 18: -28, 19: -10, 20: -25, 21: -7, 22: -10, 23: 0, 24: -38, 25: 4, 26: -16, 27: -13, 28: -19, 29: 5, 30: -33, 31: 7, 32: -20, 33: -8, 34: -6, 35: 11, 36: -47, 37: 13, 38: -4, 39: -4, 40: -39, 41: 17, 42: -29, 43: 19, 44: -22, 45: -15, 46: -2, 47: 23, 48: -54, 49: 22, 50: -24},
    },
    (1, 51, False): {
        0xffffffffffffe: {2: -29, 3: -19, 4: -29, 5: -28, 6: -23, 7: -14, 8: -29, 9: -17, 10: -19, 11: -17, 12: -25, 13: -11, 14: -12, 15: -20, 16: -25, 17: -3, 18: -24, 19: -5, 20: -26, 21: -10, 22: -9, 23: 1, 24: -37, 25: 1, 26: -15, 27: -8, 28: -14, 29: 6, 30: -44, 31: 8, 32: -25, 33: -9, 34: -11, 35: 12, 36: -43, 37: 14, 38: -9, 39: -3, 40: -38, 41: 18, 42: -30, 43: 20, 44: -23, 45: -10, 46: -3, 47: 24, 48: -51, 49: 21, 50: -21, 51: 1},
    },
    (1, 52, False): {
        0x1ffffffffffffe: {2: -23, 3: -25, 4: -25, 5: -22, 6: -25, 7: -8, 8: -25, 9: -22, 10: -23, 11: -14, 12: -33, 13: -10, 14: -12, 15: -14, 16: -29, 17: -9, 18: -29, 19: 1, 20: -34, 21: -8, 22: -10, 23: 7, 24: -33, 25: -3, 26: -13, 27: -13, 28: -14, 29: 0, 30: -36, 31: 2, 32: -29, 33: -3, 34: -5, 35: 6, 36: -42, 37: 8, 38: -15, 39: 3, 40: -30, 41: 12, 42: -30, 43: 14, 44: -22, 45: -16, 46: -9, 47: 18, 48: -55, 49: 27, 50: -17, 51: 7, 52: -19},
    },
    (1, 53, False): {
        0x3ffffffffffffe: {2: -23, 3: -25, 4: -25, 5: -22, 6: -25, 7: -8, 8: -25, 9: -22, 10: -23, 11: -14, 12: -33, 13: -10, 14: -12, 15: -14, 16: -29, 17: -9, 18: -29, 19: 1, 20: -34, 21: -8, 22: -10, 23: 7, 24: -33, 25: -3, 26: -13, 27: -13, 28: -14, 29: 0, 30: -36, 31: 2, 32: -29, 33: -3, 34: -5, 35: 6, 36: -42, 37: 8, 38: -15, 39: 3, 40: -30, 41: 12, 42: -30, 43: 14, 44: -22, 45: -16, 46: -9, 47: 18, 48: -55, 49: 27, 50: -17, 51: 7, 52: -19, 53: 24},
    },
    (1, 54, False): {
        0x7ffffffffffffe: {2: -24, 3: -24, 4: -24, 5: -23, 6: -22, 7: -9, 8: -24, 9: -22, 10: -25, 11: -15, 12: -30, 13: -11, 14: -11, 15: -11, 16: -30, 17: -8, 18: -27, 19: 2, 20: -29, 21: -9, 22: -11, 23: 8, 24: -34, 25: -5, 26: -13, 27: -13, 28: -11, 29: 1, 30: -37, 31: 3, 32: -30, 33: -4, 34: -6, 35: 7, 36: -44, 37: 9, 38: -16, 39: 2, 40: -35, 41: 13, 42: -31, 43: 15, 44: -21, 45: -19, 46: -10, 47: 19, 48: -54, 49: 26, 50: -15, 51: 6, 52: -19, 53: 25, 54: -38},
    },
    (1, 55, False): {
        0xfffffffffffffe: {2: -21, 3: -15, 4: -25, 5: -14, 6: -25, 7: -17, 8: -25, 9: -11, 10: -21, 11: -14, 12: -29, 13: -11, 14: -18, 15: -11, 16: -19, 17: -9, 18: -27, 19: -7, 20: -20, 21: -16, 22: -25, 23: -3, 24: -27, 25: -7, 26: -18, 27: -3, 28: -22, 29: 9, 30: -27, 31: 11, 32: -19, 33: -4, 34: -19, 35: -6, 36: -39, 37: 17, 38: -1, 39: 3, 40: -31, 41: 21, 42: -30, 43: 23, 44: -19, 45: -11, 46: 1, 47: 27, 48: -55, 49: 18, 50: -9, 51: 7, 52: -14, 53: 33, 54: -29, 55: 12},
    },
    (1, 56, False): {
        0x1fffffffffffffe: {2: -21, 3: -15, 4: -25, 5: -14, 6: -23, 7: -17, 8: -25, 9: -11, 10: -21, 11: -14, 12: -29, 13: -11, 14: -16, 15: -11, 16: -19, 17: -9, 18: -27, 19: -7, 20: -19, 21: -14, 22: -25, 23: -3, 24: -29, 25: -7, 26: -18, 27: -3, 28: -24, 29: 9, 30: -27, 31: 11, 32: -19, 33: -4, 34: -19, 35: -6, 36: -39, 37: 17, 38: -1, 39: 3, 40: -29, 41: 21, 42: -32, 43: 23, 44: -19, 45: -11, 46: 1, 47: 27, 48: -53, 49: 18, 50: -9, 51: 7, 52: -14, 53: 33, 54: -29, 55: 12, 56: -32},
    },
    (1, 57, False): {
        0x3fffffffffffffe: {2: -20, 3: -20, 4: -20, 5: -14, 6: -22, 7: -17, 8: -20, 9: -10, 10: -18, 11: -14, 12: -24, 13: -9, 14: -17, 15: -6, 16: -16, 17: -10, 18: -30, 19: -14, 20: -22, 21: -9, 22: -25, 23: -2, 24: -38, 25: -5, 26: -17, 27: -8, 28: -26, 29: 9, 30: -32, 31: 11, 32: -16, 33: -9, 34: -10, 35: -6, 36: -36, 37: 17, 38: -18, 39: -7, 40: -28, 41: 21, 42: -35, 43: 23, 44: -19, 45: -18, 46: 0, 47: 27, 48: -48, 49: 18, 50: -11, 51: 8, 52: -15, 53: 33, 54: -32, 55: 12, 56: -30, 57: 12},
    },
    (1, 58, False): {
        0x7fffffffffffffe: {2: -16, 3: -25, 4: -16, 5: -19, 6: -21, 7: -12, 8: -16, 9: -19, 10: -14, 11: -19, 12: -27, 13: -11, 14: -21, 15: -15, 16: -19, 17: -15, 18: -21, 19: -19, 20: -23, 21: -6, 22: -21, 23: 3, 24: -35, 25: -1, 26: -15, 27: -13, 28: -30, 29: -7, 30: -39, 31: 6, 32: -19, 33: -14, 34: -6, 35: -1, 36: -47, 37: 12, 38: -13, 39: 3, 40: -27, 41: 16, 42: -30, 43: 18, 44: -23, 45: -7, 46: -5, 47: 22, 48: -51, 49: 23, 50: -15, 51: 13, 52: -17, 53: 28, 54: -37, 55: 17, 56: -26, 57: 17, 58: 5},
    },
    (1, 59, False): {
        0xffffffffffffffe: {2: -16, 3: -25, 4: -16, 5: -19, 6: -21, 7: -12, 8: -16, 9: -19, 10: -14, 11: -19, 12: -27, 13: -11, 14: -21, 15: -15, 16: -19, 17: -15, 18: -21, 19: -19, 20: -23, 21: -6, 22: -21, 23: 3, 24: -35, 25: -1, 26: -15, 27: -13, 28: -30, 29: -7, 30: -39, 31: 6, 32: -19, 33: -14, 34: -6, 35: -1, 36: -47, 37: 12, 38: -13, 39: 3, 40: -27, 41: 16, 42: -30, 43: 18, 44: -23, 45: -7, 46: -5, 47: 22, 48: -51, 49: 23, 50: -15, 51: 13, 52: -17, 53: 28, 54: -37, 55: 17, 56: -26, 57: 17, 58: 5, 59: 34},
    },
    (1, 60, False): {
        0x1ffffffffffffffe: {2: -18, 3: -27, 4: -17, 5: -21, 6: -25, 7: -10, 8: -25, 9: -23, 10: -20, 11: -21, 12: -29, 13: -10, 14: -16, 15: -19, 16: -18, 17: -17, 18: -32, 19: -21, 20: -25, 21: -14, 22: -19, 23: 1, 24: -30, 25: -3, 26: -17, 27: -4, 28: -23, 29: -5, 30: -43, 31: 4, 32: -18, 33: -16, 34: -8, 35: 1, 36: -34, 37: 10, 38: -11, 39: 3, 40: -26, 41: 14, 42: -38, 43: 16, 44: -25, 45: -7, 46: -3, 47: 20, 48: -56, 49: 25, 50: -20, 51: 15, 52: -15, 53: 26, 54: -25, 55: 19, 56: -33, 57: 19, 58: 3, 59: 32, 60: -64},
    },
    (1, 61, False): {
        0x3ffffffffffffffe: {2: -18, 3: -27, 4: -17, 5: -21, 6: -25, 7: -10, 8: -25, 9: -23, 10: -20, 11: -21, 12: -29, 13: -10, 14: -16, 15: -19, 16: -18, 17: -17, 18: -32, 19: -21, 20: -25, 21: -14, 22: -19, 23: 1, 24: -30, 25: -3, 26: -17, 27: -4, 28: -23, 29: -5, 30: -43, 31: 4, 32: -18, 33: -16, 34: -8, 35: 1, 36: -34, 37: 10, 38: -11, 39: 3, 40: -26, 41: 14, 42: -38, 43: 16, 44: -25, 45: -7, 46: -3, 47: 20, 48: -56, 49: 25, 50: -20, 51: 15, 52: -15, 53: 26, 54: -25, 55: 19, 56: -33, 57: 19, 58: 3, 59: 32, 60: -64, 61: 34},
    },
    (1, 62, False): {
        0x7ffffffffffffffe: {2: -24, 3: -16, 4: -20, 5: -13, 6: -20, 7: -18, 8: -19, 9: -14, 10: -25, 11: -13, 12: -24, 13: -9, 14: -21, 15: -12, 16: -24, 17: -10, 18: -18, 19: -10, 20: -18, 21: -7, 22: -25, 23: -5, 24: -41, 25: -2, 26: -17, 27: -8, 28: -29, 29: -11, 30: -26, 31: -11, 32: -24, 33: -5, 34: -14, 35: -7, 36: -48, 37: 18, 38: -22, 39: -2, 40: -32, 41: 22, 42: -25, 43: 24, 44: -19, 45: -14, 46: 3, 47: 28, 48: -45, 49: 17, 50: -14, 51: 8, 52: -15, 53: 34, 54: -39, 55: 11, 56: -27, 57: 8, 58: 9, 59: 40, 60: -77, 61: 42, 62: 9},
    },
    (1, 63, False): {
        0xfffffffffffffffe: {2: -27, 3: -15, 4: -25, 5: -14, 6: -28, 7: -17, 8: -27, 9: -13, 10: -21, 11: -14, 12: -27, 13: -11, 14: -12, 15: -15, 16: -18, 17: -9, 18: -25, 19: -7, 20: -27, 21: -26, 22: -25, 23: -4, 24: -35, 25: -7, 26: -18, 27: -4, 28: -23, 29: -10, 30: -36, 31: -12, 32: -18, 33: -4, 34: -17, 35: -6, 36: -40, 37: 17, 38: -25, 39: 3, 40: -26, 41: 21, 42: -53, 43: 23, 44: -19, 45: -14, 46: 2, 47: 27, 48: -53, 49: 18, 50: -9, 51: 7, 52: -14, 53: 33, 54: -30, 55: 12, 56: -33, 57: 5, 58: 8, 59: 39, 60: -70, 61: 41, 62: 10, 63: 4},
    },
}
